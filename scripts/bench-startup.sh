#!/usr/bin/env bash
# Start-up time: from exec to the first answered GET /healthz.
#
# usage: scripts/bench-startup.sh [runs]   (default 10)
#   PLAYGROUND_BIN=path   the service binary; otherwise built in release into .build-bench
#   --baseline            also time the C baseline (scripts/baseline/healthz.c) the same way
# needs: python3
#
# scripts/perf/startup_probe.py starts the binary on a free loopback port and tries to connect
# every millisecond, sending GET /healthz once a connection is taken; the time runs from just
# before the fork/exec to the complete 200 answer. Each run is a fresh process, stopped before the
# next. Session journals go to an empty temporary directory unless PLAYGROUND_DATA_DIR is set
# (point it at a directory of journals to time a start with dormant sessions). Prints every run,
# the median and the maximum. Target: median and max < 50 ms. Exits non-zero if a run answers
# anything but 200 or not at all within 10 s.
set -euo pipefail
source "$(dirname "$0")/perf/common.sh"

runs=10 baseline=false
for argument in "$@"; do
    case $argument in
        --baseline) baseline=true ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) [[ $argument =~ ^[0-9]+$ && $argument -gt 0 ]] || die "runs must be a positive integer"; runs=$argument ;;
    esac
done
need python3 python3
service_bin

# An empty journal directory, as in start_service (set PLAYGROUND_DATA_DIR to time another one).
export PLAYGROUND_DATA_DIR=${PLAYGROUND_DATA_DIR-$perf_tmp/data}
echo "service: $PLAYGROUND_BIN, $runs runs, data directory '${PLAYGROUND_DATA_DIR}'"
python3 "$perf_dir/startup_probe.py" "$runs" "$PLAYGROUND_BIN" | tee "$perf_tmp/service.out"
result=$(grep '^result' "$perf_tmp/service.out")
median=$(sed 's/.*median_ms=\([0-9.]*\).*/\1/' <<<"$result")
max=$(sed 's/.*max_ms=\([0-9.]*\).*/\1/' <<<"$result")

if $baseline; then
    baseline_bin
    # The baseline takes a port, not --host/--port: a wrapper gives it the service's arguments.
    printf '#!/bin/sh\nexec "%s" "$4" "$2"\n' "$BASELINE_BIN" > "$perf_tmp/baseline.sh"
    chmod +x "$perf_tmp/baseline.sh"
    echo
    echo "C baseline: $BASELINE_BIN, $runs runs"
    python3 "$perf_dir/startup_probe.py" "$runs" "$perf_tmp/baseline.sh" | grep -v '^result'
fi

echo
verdict "start-up median ms" "$median" "<" 50
verdict "start-up max ms" "$max" "<" 50
