#!/usr/bin/env bash
# Two builds of the service side by side: the embed-and-remove mutation (scripts/perf/mutation.lua)
# on a 10-controller session of each, alternating A and B in one run, then the engine benchmark of
# each, alternating too. For checking that a change is not slower than what it replaces.
# COMPARE_SESSIONS=n spreads the mutation over n sessions of 10 controllers (mutation_sessions.lua,
# each request to the next session in turn), as issue 17's p99 target asks with 8. The sessions
# live through every round, so later rounds also show what a session's growth costs.
# COMPARE_ENGINE=0 skips the engine benchmark (a folder holding only the service).
#
# usage: scripts/bench-compare.sh A_BIN_DIR B_BIN_DIR [rounds, default 3] [seconds, default 8]
#   A_BIN_DIR, B_BIN_DIR: release build folders (…/.build/release) holding containment-playground
#   and engine-benchmark. Both services run with the shipped config/playground.json (journalling
#   into a fresh directory each; its log level too unless PLAYGROUND_LOG_LEVEL is set), wrk -t1 -c32.
# Prints each round, then the medians of req/s, p99 and the server's CPU µs per request.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,10p "$0"; exit 2; }
a_dir=$(cd "$1" && pwd); b_dir=$(cd "$2" && pwd)
rounds=${3:-3}; seconds=${4:-8}
export PLAYGROUND_BIN=$a_dir/containment-playground  # common.sh builds none when it is set
source "$(dirname "$0")/perf/common.sh"
need wrk wrk

sessions=${COMPARE_SESSIONS:-1}
[[ $sessions =~ ^[1-9][0-9]*$ ]] || die "COMPARE_SESSIONS must be a positive integer, not '$sessions'"
# mutation.lua's request, sent to each session in turn (with one session, always to it).
mutation_lua=$(wrk_script mutation_sessions "$perf_dir/mutation_sessions.lua")
declare -A base pid
for side in a b; do
    dir_var=${side}_dir
    PLAYGROUND_BIN="${!dir_var}/containment-playground" start_service "$side"
    base[$side]=$base; pid[$side]=$server_pid
done
declare -A paths
for side in a b; do
    paths[$side]=""
    for _ in $(seq 1 "$sessions"); do
        paths[$side]+=" /v1/sessions/$(python3 "$perf_dir/session_tree.py" "${base[$side]}" 10)/script"
    done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for side in a b; do : > "$perf_tmp/$side.rps"; : > "$perf_tmp/$side.cpu"; : > "$perf_tmp/$side.p99"; done
for round in $(seq 1 "$rounds"); do
    for side in a b; do
        # shellcheck disable=SC2086  # the paths are words without spaces
        wrk_server_pid=${pid[$side]} wrk_run "round $round $side" "$mutation_lua" "${base[$side]}" -t1 -c32 -d"${seconds}s" \
            -- ${paths[$side]}
        echo "round $round $side: $wrk_rps req/s, p99 $wrk_p99 ms, $wrk_cpu µs/req"
        echo "$wrk_rps" >> "$perf_tmp/$side.rps"; echo "$wrk_cpu" >> "$perf_tmp/$side.cpu"; echo "$wrk_p99" >> "$perf_tmp/$side.p99"
    done
done
fail_on_errors
echo "mutation, $sessions session(s) of 10 controllers, median of $rounds rounds:"
for side in a b; do
    echo "  $side: $(median < "$perf_tmp/$side.rps") req/s, p99 $(median < "$perf_tmp/$side.p99") ms, $(median < "$perf_tmp/$side.cpu") µs/req of server CPU"
done
[ "${COMPARE_ENGINE:-1}" = 0 ] && exit 0
echo "engine-benchmark, alternating:"
for round in 1 2; do
    for side in a b; do
        dir_var=${side}_dir
        echo "--- $side, round $round"
        "${!dir_var}/engine-benchmark"
    done
done
