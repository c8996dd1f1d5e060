#!/usr/bin/env bash
# Instructions per request, counted by callgrind: the steady measure of the service's own work.
#
# usage: scripts/bench-instructions.sh [requests] [--top N]
#   requests  measured requests of each kind (default 1000), after 200 to warm up
#   --top N   also the N functions with the most instructions of their own, for each kind
#   PLAYGROUND_BIN=path  the service binary to measure; otherwise built in release into .build-bench
# needs: valgrind (callgrind_annotate, callgrind_control), binutils (strip), python3, wrk's
#   scripts' helpers (scripts/perf/common.sh); installed with apt-get when missing.
#
# Req/s and CPU time on a shared 2-core VM move by 10-30 % from minute to minute, which hides the
# few per cent one change gains; callgrind counts the instructions a request executes in user
# space (the kernel's share, a third of the CPU, is not counted) and gives the same figure on
# every run. The service runs as shipped (config/playground.json, journals in a temporary
# directory) under `valgrind --tool=callgrind --instr-atstart=no`; scripts/perf/instructions_client.py
# warms it up, turns collection on, sends the requests on one keep-alive connection and dumps.
# Kinds: GET /healthz (also on the C baseline, scripts/baseline/healthz.c), and the
# embed-and-remove mutation over 8 sessions of 10 controllers, with the whole answer and with
# ?include=none. Debian's valgrind (3.19) cannot read the DWARF 5 debug information Swift 6.3
# writes, so the binary is measured with it stripped (`strip --strip-debug`; symbols stay).
set -euo pipefail
source "$(dirname "$0")/perf/common.sh"

requests=1000 top=0
while [ $# -gt 0 ]; do
    case $1 in
        --top) top=${2:?--top needs a number}; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) requests=$1 ;;
    esac
    shift
done
[[ $requests =~ ^[0-9]+$ && $requests -gt 0 ]] || die "requests must be a positive integer, not '$requests'"
[[ $top =~ ^[0-9]+$ ]] || die "--top takes a number, not '$top'"

need valgrind valgrind
need strip binutils
need python3 python3
need curl curl
service_bin
baseline_bin
strip --strip-debug -o "$perf_tmp/containment-playground" "$PLAYGROUND_BIN"
echo "service: $PLAYGROUND_BIN (debug information stripped)"

# measure NAME KIND [VAR=VALUE...] COMMAND... -> prints instructions per request of KIND on the
# server COMMAND starts (under callgrind, on a free port it prints as "listening on http://..."),
# with the variables in its environment (given to valgrind: it does not follow an `env` exec).
measure() {
    local name=$1 kind=$2; shift 2
    local file variables=()
    file=$(tr -c 'A-Za-z0-9\n' '_' <<<"$name")
    while [[ $1 == *=* ]]; do variables+=("$1"); shift; done
    START_SECONDS=60 start_server "$file" env "${variables[@]}" \
        valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$perf_tmp/$file.%p" "$@"
    local pid=$server_pid _
    file=$perf_tmp/$file
    python3 "$perf_dir/instructions_client.py" "$base" "$kind" "$requests" "$pid"
    # callgrind writes the dump when the process next runs: wait for it before stopping.
    local dump=""
    for _ in $(seq 1 300); do
        dump=$(compgen -G "$file.*.1" | head -1 || true)
        [ -n "$dump" ] && break
        sleep 0.1
    done
    sleep 0.5
    stop_server "$pid"
    [ -n "$dump" ] || { tail -5 "$file.log" >&2; die "$name: callgrind wrote no dump"; }
    local total
    total=$(callgrind_annotate "$dump" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    printf '%-58s %12s\n' "$name" "$(awk -v t="$total" -v n="$requests" 'BEGIN { printf "%.1fk", t / n / 1000 }')"
    if [ "$top" -gt 0 ]; then
        local demangle=cat
        command -v swift >/dev/null && demangle="swift demangle --simplified --compact"
        callgrind_annotate --threshold=100 "$dump" 2>/dev/null | $demangle \
            | awk -v n="$requests" -v top="$top" '/file:function/ {on = 1; getline; next}
                on && NF && shown < top { count = $1; gsub(",", "", count); sub(/^ *[0-9,]+ +\( *[0-9.]+%\) +/, "")
                    printf "    %8.1fk %s\n", count / n / 1000, substr($0, 1, 140); shown++ }'
    fi
}

service=(PLAYGROUND_DATA_DIR="$perf_tmp/data" "${history_unbounded[@]}"
    "$perf_tmp/containment-playground" --host 127.0.0.1 --port 0 --config config/playground.json)
printf '%-58s %12s\n' "request ($requests measured)" "instructions"
measure "GET /healthz, C baseline" healthz "$BASELINE_BIN" 0 127.0.0.1
measure "GET /healthz, service" healthz "${service[@]}"
measure "mutation over 8 sessions, whole answer, service" mutation "${service[@]}"
measure "mutation over 8 sessions, ?include=none, service" mutation-none "${service[@]}"
