# The shop in a container (docs/deploy.md): built in one stage, run by an unprivileged user in the next.
# Not built on the development machines (no containers there); tests/api/two-processes and the crash tests run
# the same topology as processes.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-if-stale.mjs scripts/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DIST_DIR=/app/dist IMAGE_CACHE_DIR=/app/.cache/images
COPY package.json package-lock.json tsconfig.json ./
# `prepare` finds no vite without the dev dependencies and builds nothing: the build comes from the first stage
COPY scripts/build-if-stale.mjs scripts/
RUN npm ci --omit=dev && npm cache clean --force
COPY contract ./contract
COPY server ./server
COPY --from=build /app/dist ./dist
RUN mkdir -p .cache/images && chown -R node:node .cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
