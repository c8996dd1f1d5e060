#!/usr/bin/env bash
# Two builds of the service side by side: the embed-and-remove mutation (scripts/perf/mutation.lua)
# on a 10-controller session of each, alternating A and B in one run, then the engine benchmark of
# each, alternating too. For checking that a change is not slower than what it replaces.
#
# usage: scripts/bench-compare.sh A_BIN_DIR B_BIN_DIR [rounds, default 3] [seconds, default 8]
#   A_BIN_DIR, B_BIN_DIR: release build folders (…/.build/release) holding containment-playground
#   and engine-benchmark. Both services run with the shipped config/playground.json (journalling
#   into a fresh directory each) and PLAYGROUND_LOG_LEVEL=error, wrk -t1 -c32.
# Prints each round, then the medians of req/s and of the server's CPU µs per request.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,10p "$0"; exit 2; }
a_dir=$(cd "$1" && pwd); b_dir=$(cd "$2" && pwd)
rounds=${3:-3}; seconds=${4:-8}
export PLAYGROUND_BIN=$a_dir/containment-playground  # common.sh builds none when it is set
source "$(dirname "$0")/perf/common.sh"
need wrk wrk

mutation_lua=$(wrk_script mutation "$perf_dir/mutation.lua")
declare -A base pid
for side in a b; do
    dir_var=${side}_dir
    PLAYGROUND_BIN="${!dir_var}/containment-playground" start_service "$side"
    base[$side]=$base; pid[$side]=$server_pid
done
declare -A url
for side in a b; do
    url[$side]="${base[$side]}/v1/sessions/$(python3 "$perf_dir/session_tree.py" "${base[$side]}" 10)/script"
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
: > "$perf_tmp/a.rps"; : > "$perf_tmp/b.rps"; : > "$perf_tmp/a.cpu"; : > "$perf_tmp/b.cpu"
for round in $(seq 1 "$rounds"); do
    for side in a b; do
        wrk_server_pid=${pid[$side]} wrk_run "round $round $side" "$mutation_lua" "${url[$side]}" -t1 -c32 -d"${seconds}s"
        echo "round $round $side: $wrk_rps req/s, p99 $wrk_p99 ms, $wrk_cpu µs/req"
        echo "$wrk_rps" >> "$perf_tmp/$side.rps"; echo "$wrk_cpu" >> "$perf_tmp/$side.cpu"
    done
done
fail_on_errors
echo "mutation, 10 controllers, median of $rounds rounds:"
for side in a b; do
    echo "  $side: $(median < "$perf_tmp/$side.rps") req/s, $(median < "$perf_tmp/$side.cpu") µs/req of server CPU"
done
echo "engine-benchmark, alternating:"
for round in 1 2; do
    for side in a b; do
        dir_var=${side}_dir
        echo "--- $side, round $round"
        "${!dir_var}/engine-benchmark"
    done
done
