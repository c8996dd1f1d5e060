# Shared by the load, soak and baseline scripts (scripts/bench-*.sh, scripts/soak.sh); sourced,
# never run. Provides: the service binary (built once in release unless $PLAYGROUND_BIN names
# one), the C baseline, servers on free loopback ports stopped by an EXIT trap, RSS sampling, and
# wrk runs that fail on any response outside 2xx or any socket error.
# shellcheck shell=bash

perf_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
perf_dir="$perf_root/scripts/perf"
cd "$perf_root"  # the service reads config/, Public/ and presets/ relative to the working directory

perf_tmp=$(mktemp -d "${TMPDIR:-/tmp}/playground-perf.XXXXXX")
perf_pids=()
declare -A perf_logs  # a started server's pid -> its log

perf_cleanup() {
    local pid
    for pid in "${perf_pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${perf_pids[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$perf_tmp"
}
trap perf_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

die() { echo "$(basename "$0"): $*" >&2; exit 1; }

# need COMMAND PACKAGE: installs PACKAGE with apt-get when COMMAND is missing (as root, or with
# sudo), like scripts/install-deps.sh; fails if it cannot.
need() {
    command -v "$1" >/dev/null && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if command -v apt-get >/dev/null && { [ -z "$sudo" ] || command -v sudo >/dev/null; }; then
        echo "installing $2..." >&2
        { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2"; } \
            >/dev/null 2>&1 || true
    fi
    command -v "$1" >/dev/null || die "needs $1: apt-get install -y $2"
}

# The service binary: $PLAYGROUND_BIN, or a release build in .build-bench (gitignored, separate from
# the .build the tests use, so a benchmark never invalidates a debug build).
service_bin() {
    if [ -n "${PLAYGROUND_BIN:-}" ]; then
        [ -x "$PLAYGROUND_BIN" ] || die "PLAYGROUND_BIN=$PLAYGROUND_BIN is not an executable"
    else
        echo "building containment-playground (release, .build-bench)..." >&2
        # shellcheck disable=SC2046  # the flags are words
        swift build -c release $(cat "$perf_root/scripts/release-flags") --scratch-path .build-bench --product containment-playground -j 2 >&2 \
            || die "release build failed"
        PLAYGROUND_BIN=$perf_root/.build-bench/release/containment-playground
    fi
    export PLAYGROUND_BIN
}

# The C baseline (scripts/baseline/healthz.c), compiled on each run into .build-bench/baseline.
baseline_bin() {
    need cc build-essential
    need pkg-config pkg-config
    pkg-config --exists libmicrohttpd || "$perf_root/scripts/install-deps.sh" >&2 \
        || die "needs libmicrohttpd: apt-get install -y libmicrohttpd-dev"
    mkdir -p "$perf_root/.build-bench/baseline"
    BASELINE_BIN=$perf_root/.build-bench/baseline/healthz
    # shellcheck disable=SC2046
    cc -O2 -o "$BASELINE_BIN" "$perf_root/scripts/baseline/healthz.c" \
        $(pkg-config --cflags --libs libmicrohttpd) || die "cannot compile scripts/baseline/healthz.c"
}

# start_server NAME COMMAND... -> sets server_pid and base (http://127.0.0.1:PORT). The command must
# print "listening on http://..." (the service and the C baseline do), on stdout or stderr; its
# output goes to $perf_tmp/NAME.log. It has 10 s to start, or START_SECONDS.
start_server() {
    local name=$1; shift
    "$@" > "$perf_tmp/$name.log" 2>&1 &
    server_pid=$!
    perf_pids+=("$server_pid")
    perf_logs[$server_pid]=$perf_tmp/$name.log
    base=""
    local _
    for _ in $(seq 1 $((${START_SECONDS:-10} * 50))); do
        base=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$perf_tmp/$name.log" 2>/dev/null | head -1 || true)
        [ -n "$base" ] && return 0
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.02
    done
    cat "$perf_tmp/$name.log" >&2
    die "$name did not start"
}

# start_service NAME [ENV=VALUE...] -> the service on a free loopback port, quiet logs, session
# journals in a fresh directory under $perf_tmp (the default config journals into ./data, which
# would keep every benchmark session and replay them at the next start). PLAYGROUND_DATA_DIR, when
# set (empty = memory only), is used instead.
# The load scripts run hundreds of thousands of mutations on one session from one address, which
# the per-session history limits (maxSessionScripts, maxSessionBytes, maxSessionSteps: a flood's
# end) and the per-client rate (maxMutationsPerMinute) would stop after a few thousand. They are raised here, with maxBodyBytes above maxSessionBytes as the
# service requires; nothing else of the shipped configuration changes, and no request path does
# more or less work for it (each limit is one comparison per mutation).
# The scripts list sessions to check them: the listing needs an admin token (the service and the
# python clients both read this variable).
export PLAYGROUND_ADMIN_TOKEN=${PLAYGROUND_ADMIN_TOKEN:-bench-admin-$RANDOM$RANDOM}
history_unbounded=(PLAYGROUND_MAX_SESSION_SCRIPTS=1000000000 PLAYGROUND_MAX_IMPORT_SCRIPTS=1000000000
    PLAYGROUND_MAX_SESSION_BYTES=1000000000000 PLAYGROUND_MAX_BODY_BYTES=1000000001024
    PLAYGROUND_MAX_SESSION_STEPS=1000000000000000 PLAYGROUND_MAX_MUTATIONS_PER_MINUTE=0)

start_service() {
    local name=$1; shift
    local data=${PLAYGROUND_DATA_DIR-$perf_tmp/data-$name}
    # The shipped configuration (config/playground.json, its log level included), unless the
    # caller sets PLAYGROUND_LOG_LEVEL or other variables.
    start_server "$name" env ${PLAYGROUND_LOG_LEVEL:+PLAYGROUND_LOG_LEVEL="$PLAYGROUND_LOG_LEVEL"} \
        PLAYGROUND_DATA_DIR="$data" "${history_unbounded[@]}" "$@" "$PLAYGROUND_BIN" --host 127.0.0.1 --port 0 --config config/playground.json
}

# shipped_setting SECTION KEY DEFAULT -> the value config/playground.json gives the setting
# (DEFAULT when it has none).
shipped_setting() {
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], {}).get(sys.argv[3], sys.argv[4]))' \
        "$perf_root/config/playground.json" "$1" "$2" "$3"
}

# The C baseline polls with as many threads as the service (http.threadPoolSize, or
# PLAYGROUND_THREAD_POOL_SIZE when the caller sets it).
start_baseline() {  # NAME [CONNECTION_MEMORY_BYTES]
    start_server "$1" "$BASELINE_BIN" 0 127.0.0.1 "${PLAYGROUND_THREAD_POOL_SIZE:-$(shipped_setting http threadPoolSize 1)}" "${2:-0}"
}

# Stops a server with SIGTERM and waits for it. Fails, showing the end of its log, unless it
# exited cleanly (0) or by the SIGTERM itself (143, the C baseline): a crash on the way out
# (SIGSEGV's 139, an abort's 134) fails the run. It used to be ignored, and session 15 found the
# service dying of a stack overflow at shutdown after about 100,000 requests in every benchmark
# (docs/performance.md).
stop_server() {  # PID
    kill "$1" 2>/dev/null || true
    local status=0
    wait "$1" 2>/dev/null || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 143 ] && return 0
    echo "$(basename "$0"): server $1 exited with status $status when stopped; the end of its log:" >&2
    tail -25 "${perf_logs[$1]:-/dev/null}" >&2
    return 1
}

rss_kib() {  # PID -> resident set size in KiB (VmRSS)
    awk '/^VmRSS:/ {print $2}' "/proc/$1/status"
}

mib() {  # KiB -> MiB with one decimal
    awk -v k="$1" 'BEGIN {printf "%.1f", k / 1024}'
}

# A wrk script: the request part (a file or text) followed by check.lua, which counts responses
# outside 2xx and prints the "check:" line wrk_run reads.
wrk_script() {  # NAME [REQUEST_LUA_FILE] -> path
    local path="$perf_tmp/$1.lua"
    : > "$path"
    [ -n "${2:-}" ] && cat "$2" >> "$path"
    cat "$perf_dir/check.lua" >> "$path"
    echo "$path"
}

cpu_ticks() {  # PID -> user + system CPU time in clock ticks
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}
clock_ticks=$(getconf CLK_TCK)

# wrk_run LABEL LUA URL [WRK_OPTION...] [-- SCRIPT_ARGUMENT...] -> appends "label rps p50_ms p99_ms errors cpu" to
# $perf_tmp/results, keeps wrk's output in $perf_tmp/LABEL.wrk, and records a failure (any response
# outside 2xx, any socket error, no request at all) in $perf_tmp/failures. The run's figures are
# left in wrk_rps, wrk_p50, wrk_p99 (ms) and wrk_errors. If wrk_server_pid names the server, its
# CPU time (user + system, all threads) per request is measured too, in µs (wrk_cpu): unlike req/s,
# that hardly depends on what else the machine is doing, wrk included.
wrk_run() {
    local label=$1 lua=$2 url=$3; shift 3
    local file="$perf_tmp/$(tr -c 'A-Za-z0-9_.-' '_' <<<"$label").wrk"
    local ticks_before="" ticks_after=""
    [ -n "${wrk_server_pid:-}" ] && ticks_before=$(cpu_ticks "$wrk_server_pid")
    # wrk's own options, then (after --) the script's arguments, which go after the URL.
    local options=() script_arguments=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do options+=("$1"); shift; done
    [ $# -gt 0 ] && { shift; script_arguments=(-- "$@"); }
    wrk "${options[@]}" --latency -s "$lua" "$url" "${script_arguments[@]}" > "$file" 2>&1 || { cat "$file" >&2; die "wrk failed ($label)"; }
    [ -n "$ticks_before" ] && ticks_after=$(cpu_ticks "$wrk_server_pid")
    local check
    check=$(grep '^check:' "$file" || true)
    [ -n "$check" ] || { cat "$file" >&2; die "wrk printed no check line ($label)"; }
    field() { sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<<"$check"; }
    local requests non2xx connect read write timeout statuses
    requests=$(field requests); non2xx=$(field non2xx); connect=$(field connect); read=$(field read)
    write=$(field write); timeout=$(field timeout); statuses=$(sed -n 's/.* statuses=\([^ ]*\).*/\1/p' <<<"$check")
    wrk_rps=$(awk -v r="$requests" -v d="$(field duration_us)" 'BEGIN {printf "%.2f", r / (d / 1e6)}')
    wrk_p50=$(awk -v u="$(field p50_us)" 'BEGIN {printf "%.3f", u / 1000}')
    wrk_p99=$(awk -v u="$(field p99_us)" 'BEGIN {printf "%.3f", u / 1000}')
    wrk_errors=$((non2xx + connect + read + write + timeout))
    wrk_cpu=-
    if [ -n "$ticks_after" ] && [ "$requests" -gt 0 ]; then
        wrk_cpu=$(awk -v t=$((ticks_after - ticks_before)) -v hz="$clock_ticks" -v n="$requests" \
            'BEGIN { printf "%.1f", t / hz * 1e6 / n }')
    fi
    local detail="non-2xx=$non2xx connect=$connect read=$read write=$write timeout=$timeout"
    [ -n "$statuses" ] && detail+=" statuses=$statuses"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$wrk_rps" "$wrk_p50" "$wrk_p99" "$wrk_errors" "$wrk_cpu" \
        "$detail" >> "$perf_tmp/results"
    if [ "$requests" -eq 0 ]; then
        echo "$label: no request completed" >> "$perf_tmp/failures"
    elif [ "$wrk_errors" -ne 0 ]; then
        echo "$label: $detail" >> "$perf_tmp/failures"
    fi
}

# The results so far as a table; then exits non-zero if any run had an error.
print_results() {
    printf '\n%-54s %10s %10s %10s %8s %12s\n' "run" "req/s" "p50 ms" "p99 ms" "errors" "srv µs/req"
    local label rps p50 p99 errors cpu detail
    while IFS=$'\t' read -r label rps p50 p99 errors cpu detail; do
        rps=$(awk -v r="$rps" 'BEGIN {printf (r >= 100 ? "%.0f" : "%.2f"), r}')
        printf '%-54s %10s %10s %10s %8s %11s' "$label" "$rps" "$p50" "$p99" "$errors" "$cpu"
        [ "$errors" != 0 ] && printf '  (%s)' "$detail"
        printf '\n'
    done < "$perf_tmp/results"
}

fail_on_errors() {
    if [ -s "$perf_tmp/failures" ]; then
        echo "FAILED: responses outside 2xx or socket errors:" >&2
        cat "$perf_tmp/failures" >&2
        exit 1
    fi
}

# verdict NAME VALUE OP TARGET -> prints "NAME VALUE (target OP TARGET): met|MISSED"; never fails
# (targets are goals to track, not gates; errors are the gate).
verdict() {
    local met
    met=$(awk -v v="$2" -v t="$4" -v op="$3" 'BEGIN {
        ok = (op == ">=") ? v >= t : (op == "<=") ? v <= t : (op == "<") ? v < t : v > t
        print ok ? "met" : "MISSED" }')
    printf '%-54s %10s   target %s %s: %s\n' "$1" "$2" "$3" "$4" "$met"
}
