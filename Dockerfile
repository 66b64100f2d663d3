# dragonpost in a container: the Discord bot, with the embedded Postgres keeping its data on the
# /data volume unless DATABASE_URL names a server. docs/hosting.md tells the whole of it.
#   docker build -t dragonpost .
#   docker run -d --name dragonpost --restart on-failure --env-file .env -v dragonpost-data:/data dragonpost
FROM node:22-bookworm-slim

# tini as PID 1: it hands `docker stop`'s SIGTERM to the bot (which drains, stops its Postgres and
# exits 0) and reaps any process left without a parent.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

# Postgres refuses to run as root, and the bot needs no root: all of it runs as the image's `node` user.
RUN mkdir -p /app /data && chown node:node /app /data
WORKDIR /app
USER node

# The dependencies first, so a change to the code alone reuses this layer. The install generates
# the Prisma client from the schema (postinstall), hence the schema and the script with them.
COPY --chown=node:node package.json package-lock.json prisma.config.ts ./
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node prisma ./prisma
RUN npm ci --omit=dev && npm cache clean --force
COPY --chown=node:node . .

# The embedded Postgres (no DATABASE_URL) keeps its data here: keep the volume, keep the games.
ENV DRAGONPOST_DATA=/data
VOLUME ["/data"]

# GET /health on this port, inside the container only; HEALTH_HOST=0.0.0.0 and -p 8080:8080 let
# an orchestrator's probe reach it from outside.
ENV HEALTH_PORT=8080
# The games' web pages (docs/web.md), on every address of the container: publish it (-p 8081:8081)
# and set PUBLIC_URL to the address players reach it by.
ENV WEB_PORT=8081
EXPOSE 8081
HEALTHCHECK --interval=30s --timeout=10s --start-period=120s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "scripts/start.mjs"]
