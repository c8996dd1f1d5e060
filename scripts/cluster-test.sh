#!/usr/bin/env bash
# Several nodes on one PostgreSQL journal behind HAProxy (deploy/haproxy.cfg), on loopback, one
# node SIGKILLed and restarted under load; fails on any acknowledged write lost, journalled
# twice, or any difference between nodes. Starts and stops PostgreSQL, the nodes and HAProxy.
#
# usage: scripts/cluster-test.sh [--short] [cluster_test.py options]
#   (default) 3 nodes, 32 clients paced at 1,000 requests/s together, 300 sessions, 60 s,
#             node 1 killed at 20 s, back at 40 s
#   --short   2 nodes, 8 clients as fast as answered, 40 sessions, 20 s, killed at 6 s, back at
#             12 s (make test)
#   PLAYGROUND_BIN=path  the service binary (default: .build/release, else .build/debug)
# needs: postgresql-15, haproxy, psql (scripts/install-deps.sh installs them)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${PLAYGROUND_BIN:-}
if [ -z "$binary" ]; then
    binary=.build/release/containment-playground
    [ -x "$binary" ] || binary=.build/debug/containment-playground
fi
[ -x "$binary" ] || { echo "build the service first (swift build)" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "haproxy is not installed" >&2; exit 1; }
if [ "${1:-}" = "--short" ]; then
    shift
    set -- --nodes 2 --clients 8 --sessions 40 --seconds 20 --kill-at 6 --restart-at 12 --rate 0 "$@"
fi
exec python3 Tests/cluster/cluster_test.py "$binary" "$@"
