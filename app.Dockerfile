# Any app of the portal (the shell or a remote): its production build behind a small Node web server that writes
# /portal.config.json from environment variables. One file for every app; build from the repository root, naming the
# app's folder and its port:
#   docker build -f app.Dockerfile --build-arg APP=remote-account --build-arg PORT=3003 .
# Each build is a release, published under its version (docs/releases.md "Releases"). The image keeps serving the
# releases of the image it replaces, so a tab opened before the deploy keeps working and a pinned release stays
# available: add --build-arg PREVIOUS_IMAGE=<registry>/remote-account:<the one running>. Without it the build is
# refused, unless it is the app's very first release: --build-arg FIRST_RELEASE=1.
# The build fails when the previous image already holds this version with other files (bump the version).
# A release a runtime config in force pins (a rollback, a canary) is kept whatever its age: name those configs, files in
# the build context, with --build-arg KEEP_PINNED_BY=deploy/live.config.json,deploy/canary.config.json.
ARG PREVIOUS_IMAGE=no-previous

FROM node:20-bookworm-slim AS no-previous
RUN mkdir -p /app/dist/releases && touch /app/dist/releases/.no-previous-image

FROM ${PREVIOUS_IMAGE} AS previous

FROM node:20-bookworm-slim AS build
ARG APP
ARG FIRST_RELEASE=0
ARG KEEP_PINNED_BY=
RUN test -n "$APP" || (echo "name the app: --build-arg APP=shell (or remote-balance, remote-reload, remote-account, remote-public)" && exit 1)
WORKDIR /repo
COPY . .
COPY --from=previous /app/dist/releases /previous-releases
RUN npm ci --no-audit --no-fund \
 && PORTAL_IMAGE_BUILD=1 PORTAL_FIRST_RELEASE="$FIRST_RELEASE" PORTAL_PREVIOUS_RELEASES=/previous-releases PORTAL_KEEP_PINNED_BY="$KEEP_PINNED_BY" npm run build --workspace "$APP" \
 && npx esbuild scripts/serve-app.mts --bundle --platform=node --format=esm --outfile=/out/server.mjs \
 && mv "/repo/$APP/dist" /out/dist

FROM node:20-bookworm-slim
ARG PORT=8080
WORKDIR /app
COPY --from=build /out/dist ./dist
COPY --from=build /out/server.mjs ./server.mjs
ENV APP_DIST=/app/dist PORT=${PORT} NODE_ENV=production
EXPOSE ${PORT}
USER node
CMD ["node", "server.mjs"]
