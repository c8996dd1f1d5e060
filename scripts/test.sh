#!/usr/bin/env bash
# Every test, the quick ones first: the checks that need no build (scripts/lint.sh: swift format,
# tsc over the explorer's JavaScript, pyflakes, the catalogue), the build (failing on any compiler
# warning), a throwaway PostgreSQL, then every Swift test suite (a failing one stops the run here);
# then the service on a free loopback port (journalling into a temporary data directory) for the
# fidelity corpus over HTTP, the explorer's browser tests (headless Chromium), schemathesis against
# Public/openapi.json, the command line and the README's curl walkthrough; then a server killed with
# SIGKILL under load and a full disk (every acknowledged mutation survives), memory bombs against a
# server whose address space is capped, a 30-second soak (fails on any non-2xx, socket error or
# unclean stop), two nodes on PostgreSQL behind HAProxy with one killed under load, and a rotating
# sample of the differential suite compiled by swiftc. Ends with the Swift test runner's summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-output

scripts/lint.sh

# Zero compiler warnings (issue 40): a build that prints one fails. A fresh clone compiles every
# file, so every warning of the tree shows here.
swift build --build-tests 2>&1 | tee test-output/build.log
if grep -q "warning:" test-output/build.log; then
  grep "warning:" test-output/build.log | sort -u >&2
  echo "the build printed warnings (above): fix them" >&2
  exit 1
fi

server_pid=""
data_dir=$(mktemp -d)
postgres_dir=$(mktemp -d)
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true; }
trap 'cleanup; scripts/test-postgres.sh stop "$postgres_dir"; rm -rf "$data_dir" "$postgres_dir"' EXIT

# A throwaway PostgreSQL on loopback for the shared-journal tests (SharedJournalTests) and the
# cluster test; stopped and deleted on exit.
echo "== PostgreSQL on loopback for the shared-journal tests"
PLAYGROUND_TEST_POSTGRES=$(scripts/test-postgres.sh start "$postgres_dir" "$((20000 + RANDOM % 20000))" | tail -1)
export PLAYGROUND_TEST_POSTGRES
echo "$PLAYGROUND_TEST_POSTGRES"

# The Swift tests first (make check's, with the shared-journal tests on the database above): a
# failing one stops the run before the servers, the browser and the soak.
echo "== swift test"
set +e
SWIFT_BACKTRACE=enable=no swift test --skip-build 2>&1 | tee test-output/swift-test.log | grep -vE '^\s*Executed 0 tests|^Test Suite .*(started|passed) at'
status=${PIPESTATUS[0]}
set -e
[ "$status" -eq 0 ] || exit "$status"

# Start the service on a free port and wait for its "listening on" line.
# An admin token, so schemathesis can check the listing of every session (it sends it).
export PLAYGROUND_ADMIN_TOKEN=test-admin-$RANDOM$RANDOM
PLAYGROUND_DATA_DIR="$data_dir" .build/debug/containment-playground --host 127.0.0.1 --port 0 > test-output/server.log 2>&1 &
server_pid=$!
base=""
for _ in $(seq 1 100); do
  base=$(grep -o 'http://127.0.0.1:[0-9]*' test-output/server.log | head -1 || true)
  [ -n "$base" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat test-output/server.log; echo "the server did not start" >&2; exit 1; }
  sleep 0.1
done
[ -n "$base" ] || { echo "the server did not report its port" >&2; exit 1; }
echo "== fidelity corpus over HTTP ($base)"
python3 scripts/corpus_check.py "$base" Tests/CorpusSupport/Corpus Tests/CorpusSupport/ProjectCorpus
echo "== explorer in a real browser ($base)"
PLAYGROUND_URL="$base" bash Tests/browser/run.sh
echo "== schemathesis against Public/openapi.json ($base)"
PLAYGROUND_URL="$base" bash Tests/api/run.sh
echo "== the command line, no server: containment-playground run (its JSON against $base's)"
python3 Tests/cli/cli_test.py .build/debug/containment-playground "$base"
echo "== the README's curl walkthrough, as written ($base)"
python3 Tests/readme/walkthrough_test.py "$base"
# It stops cleanly when told to (a crash on the way out fails the run, as in scripts/soak.sh).
kill "$server_pid"; status=0; wait "$server_pid" || status=$?; server_pid=""
[ "$status" -eq 0 ] || { tail -25 test-output/server.log; echo "the server exited with status $status when stopped" >&2; exit 1; }

echo "== durability: SIGKILL under load, restart, every acknowledged mutation present"
python3 Tests/durability/kill_under_load.py .build/debug/containment-playground
echo "== durability: a full disk (file-size limit), restart, every acknowledged write present once"
python3 Tests/durability/full_disk.py .build/debug/containment-playground

echo "== memory budgets: bombs against an address-space-capped server, 16 at once, /healthz and other sessions intact"
python3 Tests/durability/memory_budgets.py .build/debug/containment-playground

echo "== short soak: mixed wrk load for 30 s, RSS sampled, fails on any non-2xx, socket error or unclean stop"
PLAYGROUND_BIN=.build/debug/containment-playground SOAK_SAMPLE_SECONDS=5 bash scripts/soak.sh 0.5

echo "== cluster: 2 nodes on PostgreSQL behind HAProxy, one SIGKILLed and restarted under load, nothing lost"
PLAYGROUND_BIN=.build/debug/containment-playground scripts/cluster-test.sh --short

echo "== differential suite: a rotating sample of its programs compiled by swiftc again, against their expected files"
python3 scripts/differential.py check --sample 20

# The unit tests ran first (above); their runner's summary line ends the output.
echo "== every stage passed; the Swift tests' summary (run first, test-output/swift-test.log):"
grep -E "Test run with .* (passed|failed)" test-output/swift-test.log | tail -1
