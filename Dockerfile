# syntax=docker/dockerfile:1
# One container: the web app, API and chat on port 3000, from the one executable that
# `bun run compile` builds (docs/architecture.md, "Commands, the executable, the image"); data (embedded PostgreSQL, uploads, generated
# secrets) in the /data volume unless DATABASE_URL / S3 are set.

FROM oven/bun:1.4 AS build
WORKDIR /app
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --frozen-lockfile
COPY . .
# .git stays out of the build context: the commit comes as an argument
# (docker build --build-arg COMMIT="$(git rev-parse --short HEAD)" .).
ARG COMMIT=unknown
RUN bun run compile --commit "$COMMIT"

# Nothing but the executable on a slim Debian: no Bun, no node_modules, no source.
FROM debian:bookworm-slim AS runtime
# uid 1000, as the `bun` user of the images before: a /data volume they wrote stays ours.
RUN groupadd --gid 1000 dancelink \
  && useradd --uid 1000 --gid 1000 --no-create-home --home-dir /data --shell /usr/sbin/nologin dancelink \
  && mkdir -p /data && chown dancelink:dancelink /data && chmod 700 /data
WORKDIR /app
COPY --from=build /app/dist/dancelink /app/dancelink
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
USER dancelink
VOLUME ["/data"]
EXPOSE 3000
# The executable asks its own /healthz: the image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["/app/dancelink", "healthcheck"]
ENTRYPOINT ["/app/dancelink"]
CMD ["serve"]
