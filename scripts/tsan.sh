#!/usr/bin/env bash
# The service and HTTP test suites under ThreadSanitizer (see docs/operations.md).
# usage: scripts/tsan.sh    (builds into .build-tsan; several minutes on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter "PlaygroundServiceTests|HTTPServerTests" \
    --skip "handlersGetTheConfiguredStack|deepNesting|nestingUnderTheLimit|viewChainStopsAtMaxViewDepth"
# Skipped: the tests that recurse to their limits on purpose. Instrumented frames are larger, so
# their threads' stacks overflow under TSan (a SEGV, not a race); they run in `make test`.
