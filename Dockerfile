# The Node version is the project's own (package.json's devDependency "node", .nvmrc, engines):
# a unit test fails if they differ.

# Dependencies from the lock file, the build, then production dependencies only, in one layer:
# each layer is a full copy of node_modules on some storage drivers (vfs), and a builder without a
# cache (CI, Fly's remote builder on a first deploy) gains nothing from a separate npm ci layer.
# better-sqlite3 13 and the other native packages ship prebuilt binaries for linux-x64 and
# linux-arm64 inside their npm packages, so no compiler is needed.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# Litestream (continuous backup to S3-compatible storage, see litestream.yml): the CA certificates
# its HTTPS needs (the slim image has none; Node carries its own), its config, the script that runs
# its binary (also `litestream` on the PATH, for fly ssh console) and the start script.
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY litestream.yml ./
# Both scripts are executable in git, and COPY keeps their mode.
COPY scripts/docker-start.sh scripts/litestream.sh ./scripts/
RUN ln -s /app/scripts/litestream.sh /usr/local/bin/litestream
EXPOSE 3000
# package.json's start script (migrate, create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD if
# there is none, serve with `node --max-old-space-size=128`: see fly.toml's [[vm]] for why that
# heap limit); with LITESTREAM_REPLICA_URL set, first restores an empty volume from the
# replica, and serves under `litestream replicate`.
CMD ["/app/scripts/docker-start.sh"]
