# Build: the official Swift image with libmicrohttpd's, libpq's and tcmalloc's headers; a release build with
# the Swift runtime linked statically, so the runtime image needs only libmicrohttpd and libpq.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd-dev libpq-dev zlib1g-dev libgoogle-perftools-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The manifest first, so dependency resolution is cached apart from the sources.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
# The flags every release build takes (scripts/release-flags: cross-module optimisation, exclusivity checked in debug builds only).
COPY scripts/release-flags ./scripts/release-flags
RUN swift build -c release $(cat scripts/release-flags) --static-swift-stdlib --product containment-playground \
 && cp "$(swift build -c release $(cat scripts/release-flags) --show-bin-path)/containment-playground" /usr/local/bin/

# Run: a slim Debian with libmicrohttpd's, libpq's and tcmalloc's runtime libraries, as a non-root user.
# Journals go to /app/data, or to PostgreSQL with -e PLAYGROUND_JOURNAL=postgres://... (several
# nodes behind HAProxy: docs/operations.md, "Running several nodes").
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12 libpq5 libtcmalloc-minimal4 curl ca-certificates libjs-codemirror \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin playground
WORKDIR /app
COPY --from=build /usr/local/bin/containment-playground /usr/local/bin/containment-playground
COPY Public ./Public
COPY docs ./docs
COPY config ./config
COPY presets ./presets
# The journals' directory belongs to the service's user (it cannot write /app), and is a volume
# so sessions outlive the container. The service refuses to start if it cannot write there.
RUN mkdir -p /app/data/sessions && chown -R playground:playground /app/data
VOLUME /app/data
USER playground
# Reached as localhost:8080 through a published port. Reached by another name (a LAN address, a
# server's name), add it: -e PLAYGROUND_ALLOWED_HOSTS=playground.lan; beyond localhost set
# PLAYGROUND_API_TOKEN too (docs/security.md).
ENV PLAYGROUND_HOST=0.0.0.0 PLAYGROUND_PORT=8080 PLAYGROUND_DATA_DIR=/app/data
EXPOSE 8080
# Readiness, not liveness: unhealthy while journals cannot be written (a full or read-only volume).
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/readyz || exit 1
ENTRYPOINT ["containment-playground"]
CMD ["--config", "config/playground.json"]
