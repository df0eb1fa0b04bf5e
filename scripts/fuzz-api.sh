#!/usr/bin/env bash
# The API fuzzer of `make test`: schemathesis (pinned in scripts/fuzz-requirements.txt, in .venv-fuzz/) against an
# API it starts on free ports; counts in .run/fuzz.json. Details in scripts/fuzz-api.ts.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .run
if [ ! -x .venv-fuzz/bin/st ] || ! cmp -s scripts/fuzz-requirements.txt .venv-fuzz/requirements.txt; then
  if ! { python3 -m venv .venv-fuzz && .venv-fuzz/bin/pip install -q -r scripts/fuzz-requirements.txt \
      && cp scripts/fuzz-requirements.txt .venv-fuzz/requirements.txt; }; then
    echo '{"runner":"schemathesis","passed":0,"failed":1,"notes":["could not install schemathesis into .venv-fuzz"]}' > .run/fuzz.json
    exit 1
  fi
fi
exec node --import tsx scripts/fuzz-api.ts
