# The two commands: `make run` (the service on 127.0.0.1:8080) and `make test` (everything).
HOST ?= 127.0.0.1
PORT ?= 8080

.PHONY: run test deps test-deps build release clean

## Install what the build needs when it is missing (Debian/Ubuntu).
deps:
	@scripts/install-deps.sh

build: deps
	swift build

release: deps
	swift build -c release

## Build in release mode and start the service.
run: release
	.build/release/containment-playground --host $(HOST) --port $(PORT) --config config/playground.json

## What the tests add: PostgreSQL and HAProxy for the shared-journal tests and the cluster test.
test-deps:
	@scripts/install-deps.sh --test

## Install, build, start what the tests need on loopback, run every test, stop it again.
test: test-deps
	@scripts/test.sh

clean:
	rm -rf .build .build-* test-output
