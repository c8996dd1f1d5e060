#!/usr/bin/env bash
# Throughput and latency of the same load on one process with its file journal, then on 1, 2 and
# 3 nodes on PostgreSQL behind HAProxy (no node killed): issue 19's "req/s and p50/p99 through
# HAProxy for 1, 2 and 3 nodes beside the single-process figure". Each run is cluster-test's,
# with its checks (nothing acknowledged lost, nodes agree); any failure fails the series.
#
# usage: scripts/cluster-series.sh [seconds]   (default 20 per run; also SERIES_SECONDS)
#   PLAYGROUND_BIN=path  the service binary (default: .build/release, else .build/debug)
# needs what scripts/cluster-test.sh needs. The clients are Python threads on the same machine:
# on 2 cores their own CPU bounds the figures, so compare the runs with one another. Each client
# sends as soon as it is answered (--rate 0): the machine's saturation. "HAProxy p99" is the
# mutations' time as HAProxy measured it (%Ta), without the clients' own delays.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-${SERIES_SECONDS:-20}}
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || { echo "seconds must be a positive integer" >&2; exit 1; }
run() {  # LABEL ARGS...
    local label=$1; shift
    echo "== $label" >&2
    local output
    output=$(scripts/cluster-test.sh --seconds "$seconds" --kill-at 1e9 --restart-at 1e9 --clients 16 --sessions 100 --rate 0 "$@") \
        || { echo "$output" >&2; echo "FAILED: $label" >&2; exit 1; }
    local rate latency cpu
    rate=$(sed -n 's/^requests through HAProxy and direct: [0-9]* (\([0-9]*\)\/s).*/\1/p' <<<"$output")
    latency=$(sed -n 's/^latency p50 \([0-9.]*\) ms, p99 \([0-9.]*\) ms.*/\1 \2/p' <<<"$output")
    cpu=$(sed -n 's/.*CPU per request, all nodes: \([0-9]*\) us.*/\1/p' <<<"$output")
    proxy=$(sed -n 's/^mutations through HAProxy .* p99 \([0-9]*\) ms;.*/\1/p' <<<"$output")
    printf '%-44s %8s req/s   p50 %6s ms   p99 %6s ms   HAProxy p99 %3s ms   CPU/request %5s us\n' \
        "$label" "$rate" ${latency} "${proxy:--}" "$cpu"
}
run "one process, file journal (no proxy)" --single
for nodes in 1 2 3; do run "$nodes node(s), PostgreSQL, HAProxy" --nodes "$nodes"; done
