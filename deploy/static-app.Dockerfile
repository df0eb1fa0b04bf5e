# One static front end as its own image: the workspace APP (shop-web, admin-web, delivery-web or shared-ui)
# built with vite and served by its own nginx, so each deploys without the others. The four differ only in these
# build arguments, which docker-compose.yml passes (the same values `make start` uses, scripts/lib/stack.ts):
#   APP           the workspace to build
#   APP_BASE      the URL folder it is served at (/, /admin/, /delivery/, /ui/)
#   APP_FALLBACK  what an unknown path under APP_BASE answers: the app's index.html, or =404 for the UI kit
#   APP_HEALTH    the path the healthcheck asks for (the app's page, or the kit's remoteEntry.js)
# Build from the repository root, e.g.:
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=admin-web --build-arg APP_BASE=/admin/ \
#     --build-arg APP_FALLBACK=/admin/index.html --build-arg APP_HEALTH=/admin/ .

# --- build: vite, with only this workspace's dependencies installed ---
FROM node:20.19.5-bookworm-slim AS build
ARG APP
ARG APP_BASE
ARG APP_FALLBACK
ARG APP_HEALTH
RUN test -n "$APP" && test -n "$APP_BASE" && test -n "$APP_FALLBACK" && test -n "$APP_HEALTH" \
    || { echo "build arguments APP, APP_BASE, APP_FALLBACK and APP_HEALTH are all required" >&2; exit 1; }
WORKDIR /src
# Every workspace's package.json, so npm reads the whole lockfile. `npm install --no-save` rather than
# `npm ci`: package-lock.json lacks the other platforms' optional packages (@swc/core-darwin-arm64 …),
# which npm ci rejects; the versions still come from the lockfile.
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY shop-web/package.json shop-web/
COPY admin-web/package.json admin-web/
COPY delivery-web/package.json delivery-web/
COPY e2e/package.json e2e/
RUN npm install --no-save --workspace "$APP" --ignore-scripts --no-audit --no-fund
# The host code every app builds with (its Vite settings and the UI kit's loader); part of shared-ui's own sources.
COPY shared-ui/host shared-ui/host
# The wire contract the apps take their API types from (erased from the bundle) and the kit checks answers against in development.
COPY contracts/src contracts/src
COPY ${APP} ${APP}
RUN npm run build --workspace "$APP"

# --- serve: the unprivileged nginx image (uid 101, port 8080) renders /etc/nginx/templates/*.template
# into /etc/nginx/conf.d/ with envsubst at start; these ENV values fill gateway/templates/app.conf.template.
FROM nginxinc/nginx-unprivileged:1.28.0
ARG APP
ARG APP_BASE
ARG APP_FALLBACK
ARG APP_HEALTH
ENV APP_PORT="8080" \
    APP_ROOT="/usr/share/nginx/html" \
    APP_BASE="${APP_BASE}" \
    APP_FALLBACK="${APP_FALLBACK}" \
    APP_HEALTH="${APP_HEALTH}"
USER root
RUN rm -rf /etc/nginx/conf.d/default.conf /usr/share/nginx/html/*
USER 101
COPY gateway/mime-extra.conf /etc/nginx/conf.d/mime-extra.conf
COPY gateway/templates/app.conf.template /etc/nginx/templates/app.conf.template
# Folders match the URLs: ${APP_ROOT}${APP_BASE} holds dist/.
COPY --from=build /src/${APP}/dist /usr/share/nginx/html${APP_BASE}
EXPOSE 8080
# Shell form: the container's shell reads APP_HEALTH from the environment above when the check runs.
HEALTHCHECK --interval=15s --timeout=5s --start-period=5s --retries=3 \
  CMD curl -fsS -o /dev/null "http://127.0.0.1:8080${APP_HEALTH}"
