# One image: PocketBase built from its pinned Go module, our migrations and hooks, the site built for
# its public address. Build and run (docs/operations.md#the-docker-image):
#   docker build -f pocketbase.Dockerfile --build-arg SITE_URL=https://www.example.com -t ai-site .
#   docker run -p 127.0.0.1:8090:8090 -e PB_APP_URL=https://www.example.com -v ai-site-data:/var/lib/ai-site ai-site
# Inside, the server layout of deploy/layout.json: the code in /opt/ai-site, the data in /var/lib/ai-site/pb_data.

# The base images, pinned by digest in this one place (the tag says what it is, the digest fixes the
# bytes): node:20-bookworm-slim (Node 20.20.2, 2026-04-22) and golang:1.26-bookworm (Go 1.26.5,
# 2026-07-14), digests of their multi-platform indexes as docker-library/repo-info recorded them.
# To move on: docker buildx imagetools inspect node:20-bookworm-slim (and golang:1.26-bookworm),
# then the "Digest:" line here.
ARG NODE_IMAGE=node:20-bookworm-slim@sha256:25070a03f077f5860e4f2db8d147380678ed40ead415a21eaffd5a6208f61948
ARG GO_IMAGE=golang:1.26-bookworm@sha256:551752d3ad9de9923190bf5280500617ed8fee287ffb4b0220e770ef89346258

FROM ${NODE_IMAGE} AS site
# The public address baked into canonical links and robots.txt (sitemap.xml and the news pages use
# PB_APP_URL at request time): give the same address to both.
ARG SITE_URL
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN SITE_URL="${SITE_URL}" node scripts/build.mjs

FROM ${GO_IMAGE} AS pocketbase
WORKDIR /src
COPY scripts/pocketbase-version.txt ./
RUN PB_VERSION="$(cat pocketbase-version.txt)" \
 && CGO_ENABLED=0 GOBIN=/out go install -trimpath \
      -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=${PB_VERSION}" \
      "github.com/pocketbase/pocketbase/examples/base@v${PB_VERSION}" \
 && mv /out/base /out/pocketbase

# Node stays in the final image: the command is scripts/serve.mjs, which serves with serveArgs() of
# scripts/lib/pocketbase.mjs, the one definition of the flags (npm start and the systemd unit use it too).
FROM ${NODE_IMAGE}
WORKDIR /opt/ai-site
COPY --from=pocketbase /out/pocketbase /opt/ai-site/bin/pocketbase
COPY scripts /opt/ai-site/scripts
COPY pb_migrations /opt/ai-site/pb_migrations
COPY pb_hooks /opt/ai-site/pb_hooks
COPY --from=site /src/dist /opt/ai-site/dist
# The state dir belongs to the image's unprivileged user (a new named volume takes this ownership).
RUN mkdir -p /var/lib/ai-site && chown node:node /var/lib/ai-site
USER node
ENV PB_HTTP=0.0.0.0:8090 \
    PB_DATA=/var/lib/ai-site/pb_data
VOLUME /var/lib/ai-site
EXPOSE 8090
CMD ["node", "scripts/serve.mjs"]
