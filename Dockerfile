# syntax=docker/dockerfile:1
# One container: the web app, API and chat on port 3000; data (embedded PostgreSQL,
# uploads, generated secret) in the /data volume unless DATABASE_URL / S3 are set.

FROM oven/bun:1.4 AS build
WORKDIR /app
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM oven/bun:1.4 AS production-deps
WORKDIR /app
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --frozen-lockfile --production

FROM oven/bun:1.4-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY db ./db
# The server renders the islands' components on the server too.
COPY islands ./islands
COPY scripts ./scripts
COPY --from=build /app/public ./public
RUN mkdir -p /data && chown bun:bun /data && chmod 700 /data
USER bun
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bun", "src/server.ts"]
