#!/usr/bin/env bash
# `make cluster`: several nodes on one PostgreSQL journal behind HAProxy, on this machine, with
# the shipped settings (config/playground.json, deploy/haproxy.cfg): a throwaway PostgreSQL in a
# temporary folder, three nodes on 8081-8083, HAProxy on PORT (8000). Prints the URL; Ctrl+C
# stops everything and removes the folder. The same pieces as the cluster test
# (scripts/cluster-test.sh), to try and to show, not for production (the database runs without
# fsync; docs/operations.md says what production needs).
#
# usage: scripts/cluster.sh   (PORT=8000 NODES=3 PLAYGROUND_BIN=.build/release/containment-playground)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-8000}
nodes=${NODES:-3}
binary=${PLAYGROUND_BIN:-.build/release/containment-playground}
[ -x "$binary" ] || { echo "no $binary: make release first (or set PLAYGROUND_BIN)" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "haproxy is not installed: make test-deps installs it" >&2; exit 1; }
[ "$nodes" -ge 1 ] && [ "$nodes" -le 3 ] || { echo "NODES is 1 to 3 (deploy/haproxy.cfg lists three)" >&2; exit 2; }

work=$(mktemp -d /tmp/playground-cluster.XXXXXX)
chmod 755 "$work"   # PostgreSQL runs as its own user: it must reach its folder
pids=()
stop() {
    trap - INT TERM EXIT
    echo "stopping the nodes, HAProxy and PostgreSQL"
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    scripts/test-postgres.sh stop "$work/postgres" || true
    rm -rf "$work"
}
trap stop INT TERM EXIT

database=$(scripts/test-postgres.sh start "$work/postgres" "${PGPORT:-54331}" | tail -1)
echo "PostgreSQL: $database (in $work/postgres)"

# Behind HAProxy every connection comes from its address: the per-address limits the service
# applies to clients would count every client as one (docs/operations.md, "Running several
# nodes"): connections above HAProxy's per-node maxconn plus its checks, and no per-address
# mutation rate (a public instance limits per client in HAProxy, config/haproxy.cfg).
for index in $(seq 1 "$nodes"); do
    PLAYGROUND_JOURNAL=$database PLAYGROUND_DATA_DIR="" PLAYGROUND_PER_IP_CONNECTION_LIMIT=256 \
        PLAYGROUND_MAX_MUTATIONS_PER_MINUTE=0 \
        "$binary" --host 127.0.0.1 --port "808$index" --config config/playground.json >"$work/node$index.log" 2>&1 &
    pids+=($!)
done
for index in $(seq 1 "$nodes"); do
    for _ in $(seq 1 100); do
        curl -fs "http://127.0.0.1:808$index/readyz" >/dev/null 2>&1 && break
        sleep 0.1
    done
    curl -fs "http://127.0.0.1:808$index/readyz" >/dev/null || { cat "$work/node$index.log" >&2; echo "node $index did not start" >&2; exit 1; }
done

# The shipped HAProxy file with this port, and only the nodes started.
sed -e "s/bind 127.0.0.1:8000/bind 127.0.0.1:$port/" deploy/haproxy.cfg |
    awk -v n="$nodes" '!/server node[0-9]/ || substr($2, 5) + 0 <= n' >"$work/haproxy.cfg"
haproxy -db -f "$work/haproxy.cfg" >"$work/haproxy.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$work/haproxy.log" >&2; echo "HAProxy did not start" >&2; exit 1; }

echo "$nodes nodes on 127.0.0.1:8081-808$nodes, one PostgreSQL journal, HAProxy in front"
echo "open http://127.0.0.1:$port/   (logs in $work; Ctrl+C stops everything)"
wait "${pids[@]}"
