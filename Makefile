# The two commands: `make run` (the service on 127.0.0.1:8080) and `make test` (everything).
HOST ?= 127.0.0.1
PORT ?= 8080

.PHONY: run test check lint cluster deps test-deps build release clean

## Install what the build needs when it is missing (Debian/Ubuntu).
deps:
	@scripts/install-deps.sh

build: deps
	swift build

## Every release build (this one, the Dockerfile's, the benchmarks' and the fuzzers') takes the flags in
## scripts/release-flags: what is measured is what ships (docs/performance.md).
RELEASE_FLAGS := $(shell cat scripts/release-flags)

release: deps
	@[ -x .build/release/containment-playground ] || echo "The first release build takes about 9 minutes on 2 cores (swift-syntax is most of it); later ones take seconds."
	swift build -c release $(RELEASE_FLAGS)

## Build in release mode and start the service.
run: release
	.build/release/containment-playground --host $(HOST) --port $(PORT) --config config/playground.json

## What the tests add: PostgreSQL and HAProxy for the shared-journal tests and the cluster test.
test-deps:
	@scripts/install-deps.sh --test

## Install, build, start what the tests need on loopback, run every test, stop it again.
test: test-deps
	@scripts/test.sh

## The checks that need no build: swift format, tsc and eslint over the explorer's JavaScript, pyflakes, the
## catalogue against its evidence.
lint: test-deps
	@scripts/lint.sh

## The developer loop: lint, build, the Swift suites (no servers, no browser); about a minute and
## a half after a small change. `make test` runs the same first, then everything else.
check: test-deps
	@scripts/lint.sh
	swift build --build-tests
	SWIFT_BACKTRACE=enable=no swift test --skip-build

## Three nodes on a throwaway PostgreSQL behind HAProxy on :8000, the shipped settings; Ctrl+C stops all.
cluster: release test-deps
	@scripts/cluster.sh

clean:
	rm -rf .build .build-* test-output
