# One image: PocketBase built from its pinned Go module, our migrations and hooks, the built site.
# Build: docker build -f pocketbase.Dockerfile -t ai-site .   Run: docker run -p 8090:8090 -v pb_data:/pb/pb_data ai-site

FROM node:20-bookworm-slim AS site
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs

FROM golang:1.26-bookworm AS pocketbase
WORKDIR /src
COPY scripts/pocketbase-version.txt ./
RUN PB_VERSION="$(cat pocketbase-version.txt)" \
 && CGO_ENABLED=0 GOBIN=/out go install -trimpath \
      -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=${PB_VERSION}" \
      "github.com/pocketbase/pocketbase/examples/base@v${PB_VERSION}" \
 && mv /out/base /out/pocketbase

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /pb
COPY --from=pocketbase /out/pocketbase /pb/pocketbase
COPY pb_migrations /pb/pb_migrations
COPY pb_hooks /pb/pb_hooks
COPY --from=site /src/dist /pb/public
VOLUME /pb/pb_data
EXPOSE 8090
# CORS: only the site's own origin (PB_APP_URL, an origin without a trailing slash) and CORS_ORIGINS;
# PocketBase alone would allow `*`. The default is defaultAppUrl of pb_hooks/lib/shared/site-address.json,
# written out here because the shell cannot read JSON. The flags are serveArgs() of
# scripts/lib/pocketbase.mjs, written out for the same reason (tests/unit/docker-image.test.ts compares).
CMD ["/bin/sh", "-c", "exec /pb/pocketbase serve --http=0.0.0.0:8090 --origins=\"${PB_APP_URL:-http://127.0.0.1:8090}${CORS_ORIGINS:+,$CORS_ORIGINS}\" --dir=/pb/pb_data --publicDir=/pb/public --hooksDir=/pb/pb_hooks --migrationsDir=/pb/pb_migrations --dev=false --hooksWatch=false --automigrate=false --hooksPool=100"]
