#!/usr/bin/env bash
# Soak: a steady mixed load on one service process while its memory is sampled.
#
# usage: scripts/soak.sh [minutes]     (default 10; fractions work: scripts/soak.sh 0.5 = 30 s, CI)
#   PLAYGROUND_BIN=path   the service binary; otherwise built in release into .build-bench
#   SOAK_CONNECTIONS=n    wrk threads = connections (default 4)
#   SOAK_SAMPLE_SECONDS=n RSS sampling period (default 10)
# needs: wrk, python3 (apt-get install -y wrk)
#
# wrk drives scripts/perf/soak.lua: each connection keeps 3 sessions of its own, creating them,
# running scripts on them (a setup, then the embed-and-remove mutation), reading them, deleting
# each after 20 scripts and creating the next, with GET /healthz in between. Meanwhile the
# server's VmRSS (/proc/PID/status) is sampled every 10 s (printed as taken) into
# test-output/soak-rss.csv (seconds,rss_kib; written whole at the end, so runs at the same time do
# not mix), then the start, peak and end RSS and the growth (end - the first sample taken under
# load) are printed, with the server's CPU time per request. Exits non-zero on any response outside 2xx, any
# socket error reported by wrk, if the server dies, or if it does not stop cleanly when told to
# (a crash at shutdown: session 15 found one after about 100,000 requests).
set -euo pipefail
source "$(dirname "$0")/perf/common.sh"

case ${1:-} in -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
minutes=${1:-10}
duration=$(awk -v m="$minutes" 'BEGIN { if (m + 0 <= 0) exit 1; printf "%d", m * 60 + 0.5 }') \
    || die "minutes must be a positive number, not '$minutes'"
[ "$duration" -ge 1 ] || die "minutes must be at least 1 second's worth"
connections=${SOAK_CONNECTIONS:-4}
period=${SOAK_SAMPLE_SECONDS:-10}

need wrk wrk
need curl curl
need python3 python3
service_bin
mkdir -p test-output
csv=$perf_tmp/soak-rss.csv

start_service service
pid=$server_pid
echo "soak: $PLAYGROUND_BIN (pid $pid) at $base, ${duration} s, $connections connections, RSS every ${period} s"
lua=$(wrk_script soak "$perf_dir/soak.lua")

echo "seconds,rss_kib" | tee "$csv"
echo "0,$(rss_kib "$pid")" | tee -a "$csv"
# --timeout: a soak counts a slow answer as slow, not as an error; wrk's 2 s default would.
( trap - EXIT; wrk_server_pid=$pid; wrk_run "soak, mixed" "$lua" "$base" "-t$connections" "-c$connections" "-d${duration}s" --timeout 10s ) &
wrk_pid=$!
perf_pids+=("$wrk_pid")

started=$(date +%s.%N)
next=$period
while kill -0 "$wrk_pid" 2>/dev/null; do
    sleep 0.5
    elapsed=$(awk -v s="$started" -v n="$(date +%s.%N)" 'BEGIN { printf "%.1f", n - s }')
    if awk -v e="$elapsed" -v n="$next" 'BEGIN { exit !(e >= n) }' && [ "$next" -lt "$duration" ]; then
        kill -0 "$pid" 2>/dev/null || die "the server died; its log: $(cat "$perf_tmp/service.log")"
        echo "$next,$(rss_kib "$pid")" | tee -a "$csv"
        next=$((next + period))
    fi
done
wait "$wrk_pid" || die "wrk run failed"
kill -0 "$pid" 2>/dev/null || die "the server died; its log: $(cat "$perf_tmp/service.log")"
echo "$duration,$(rss_kib "$pid")" | tee -a "$csv"
sessions=$(curl -s -H "Authorization: Bearer $PLAYGROUND_ADMIN_TOKEN" "$base/v1/sessions" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["sessions"]))' \
    || echo "?")
stop_server "$pid"

cp "$csv" test-output/soak-rss.csv.$$ && mv test-output/soak-rss.csv.$$ test-output/soak-rss.csv
echo "samples: test-output/soak-rss.csv"
print_results
grep -h '^counts:' "$perf_tmp"/*.wrk | sed 's/^counts: /requests sent: /' || true
awk -F, -v sessions="$sessions" 'NR == 2 { start = $2 } NR == 3 { loaded = $2 } NR > 1 { if ($2 > peak) peak = $2; end = $2 }
    END {
        if (loaded == "") loaded = end
        printf "\nRSS start %.1f MiB (idle), first sample under load %.1f MiB, peak %.1f MiB, end %.1f MiB\n",
            start / 1024, loaded / 1024, peak / 1024, end / 1024
        printf "growth under load (end - first sample under load): %+.1f MiB; sessions held at the end: %s\n",
            (end - loaded) / 1024, sessions
    }' "$csv"
fail_on_errors
echo "no errors"
