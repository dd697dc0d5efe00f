# syntax=docker/dockerfile:1

# Dependencies, with the toolchain better-sqlite3 needs if no prebuilt binary fits.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# Build, then keep production dependencies only.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
EXPOSE 3000
# Migrate (and create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD if there is none), then serve.
CMD ["sh", "-c", "node build/scripts/migrate.js && exec ./node_modules/.bin/remix-serve ./build/server/index.js"]
