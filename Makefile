# The two commands a newcomer needs: `make start` (the store on this machine) and `make test`.
# Everything the project needs is installed by these targets; see README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.install-stamp
DEVDB_BIN := devdb/bin/devdb
TSX := node_modules/.bin/tsx
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: help install system-deps bench-deps start stop status logs build build-api build-web lint test test-unit test-e2e bench seed up down clean

help:
	@echo "make start   run the store on http://localhost:8080 (embedded database, API, apps, gateway)"
	@echo "make stop    stop it            make logs   follow its logs"
	@echo "make test    run every check and test suite and print 'tests: N passed, M failed'"
	@echo "make lint    ESLint (type-aware), Prettier's check, tsc --noEmit per workspace, the API's module boundaries"
	@echo "make bench   measure the API and the front ends against their budgets"
	@echo "make up      production: docker compose up (MongoDB, API, apps, gateway)"

# Installs the Debian packages the shell variable `missing` names (with `also`, when set) as root, or says which to
# install and stops; nothing when `missing` is empty.
APT_INSTALL_MISSING = if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing $$also >/dev/null; \
	  else \
	    echo "Please install these Debian packages first: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

# Debian's nginx and Chromium (the gateway and the browser tests), poppler's pdftotext (the bill tests read the PDFs)
# and the Noto fonts the bills are set in; only when missing.
system-deps:
	@missing=""; \
	command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$$missing nginx"; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	command -v go >/dev/null 2>&1 || missing="$$missing golang-go"; \
	command -v pdftotext >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	[ -f /usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf ] || missing="$$missing fonts-noto-core"; \
	also="fonts-noto-core"; $(APT_INSTALL_MISSING)

# `npm install --no-save` rather than `npm ci`: the registry reachable here has no builds of some optional
# platform packages (other operating systems' swc binaries), so the lock file cannot list them and `npm ci`
# refuses it; this installs exactly the locked versions and leaves the lock file untouched.
$(NPM_STAMP): package-lock.json package.json */package.json
	npm install --no-save --no-audit --no-fund
	@touch $@

FUZZ_VENV_STAMP := .venv-fuzz/requirements.txt
install: system-deps $(NPM_STAMP) $(DEVDB_BIN) $(FUZZ_VENV_STAMP)

# The API fuzzer (schemathesis, pinned) in its own virtual environment; rebuilt only when the pin changes.
$(FUZZ_VENV_STAMP): scripts/fuzz-requirements.txt
	python3 -m venv .venv-fuzz && .venv-fuzz/bin/pip install -q -r $< && cp $< $@

# The embedded database launcher; rebuilt only when devdb/ changes (its patched FerretDB copy included).
$(DEVDB_BIN): devdb/main.go devdb/go.mod devdb/go.sum $(shell find devdb/third_party -type f)
	cd devdb && go build -o bin/devdb .

build-api: $(NPM_STAMP)
	npm run build -w contracts && npm run build -w api

build-web: $(NPM_STAMP)
	npm run build:web

build: build-api build-web

start: install build
	@$(TSX) scripts/stack.ts start

stop:
	@[ -x $(TSX) ] && $(TSX) scripts/stack.ts stop || echo "Nothing to stop."

status:
	@$(TSX) scripts/stack.ts status

logs:
	@tail -n 50 -F .run/api.log .run/devdb.log .run/nginx/logs/error.log 2>/dev/null

seed: install build-api
	node api/dist/scripts/seed.js

# ESLint (type-aware), Prettier's check, `tsc --noEmit` per workspace and dependency-cruiser's check of the API's
# module boundaries (.dependency-cruiser.cjs); every violation printed, totals in .run/lint.json.
lint: $(NPM_STAMP)
	@node scripts/lint.mjs

# Lint and type checks, the unit and API suites (jest), the API fuzzer (schemathesis), then the browser journeys
# (Playwright + Chromium through nginx), then one summary line. A failing step does not stop the others; the exit
# status and the summary report them.
FUZZ := scripts/fuzz-api.sh
test: install build
	@mkdir -p .run
	@rm -f .run/lint.json .run/jest.json .run/fuzz.json .run/playwright.json
	-@node scripts/lint.mjs
	@# --forceExit: on 2 cores jest runs the suites in its own process, and a handle some suite leaves open would keep
	@# it waiting after the summary (seen once); the results are already written by then.
	-npx jest --ci --forceExit --json --outputFile=.run/jest.json
	-bash $(FUZZ)
	-cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=../.run/playwright.json npx playwright test
	@node scripts/test-summary.mjs lint=.run/lint.json jest=.run/jest.json schemathesis=.run/fuzz.json playwright=.run/playwright.json

test-unit: install
	npx jest

test-e2e: install build
	cd e2e && npx playwright test

# wrk, the catalogue figures' load generator (bench/wrk.ts); only the bench needs it.
bench-deps:
	@missing=""; command -v wrk >/dev/null 2>&1 || missing=" wrk"; $(APT_INSTALL_MISSING)

bench: install build bench-deps
	$(TSX) bench/run.ts

up:
	docker compose up -d --build

down:
	docker compose down

clean: stop
	rm -rf .run */dist devdb/bin .venv-fuzz
