#!/usr/bin/env bash
# Memory held by idle sessions: RSS of a service holding 10,000 sessions of 20 controllers.
#
# usage: scripts/bench-idle-sessions.sh [sessions] [controllers]   (defaults 10000 and 20)
#   PLAYGROUND_BIN=path   the service binary; otherwise built in release into .build-bench
#   IDLE_WORKERS=n        client connections filling the service (default 4)
# needs: python3
#
# Starts the service with PLAYGROUND_MAX_SESSIONS=20000, creates the sessions (POST /v1/sessions,
# then one script each: a visible root with the other controllers embedded, fan-out 10; by
# scripts/perf/idle_sessions.py over keep-alive connections), checks that GET /v1/sessions lists
# them all with their controllers, and prints VmRSS before and after and the RSS per session.
# Target: RSS < 256 MiB with 10,000 sessions of 20 controllers. Exits non-zero on any answer
# outside 2xx or if filling takes longer than 10 minutes.
set -euo pipefail
source "$(dirname "$0")/perf/common.sh"

case ${1:-} in -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
sessions=${1:-10000}
controllers=${2:-20}
[[ $sessions =~ ^[0-9]+$ && $controllers =~ ^[0-9]+$ && $controllers -ge 1 ]] \
    || die "sessions and controllers must be positive integers"
need python3 python3
service_bin

start_service service PLAYGROUND_MAX_SESSIONS=$((sessions * 2 > 20000 ? sessions * 2 : 20000))
pid=$server_pid
echo "service: $PLAYGROUND_BIN (pid $pid) at $base"
curl -sf -o /dev/null "$base/healthz" || die "GET /healthz failed"
before=$(rss_kib "$pid")
echo "RSS with no session (after one request): $(mib "$before") MiB"

timeout 600 python3 "$perf_dir/idle_sessions.py" "$base" "$sessions" "$controllers" "${IDLE_WORKERS:-4}" \
    || die "filling the service failed"
sleep 1  # let allocator caches settle
after=$(rss_kib "$pid")
peak=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status")
kill -0 "$pid" 2>/dev/null || die "the server died"
stop_server "$pid"

echo
echo "RSS holding $sessions sessions of $controllers controllers: $(mib "$after") MiB (peak VmHWM $(mib "$peak") MiB)"
awk -v a="$after" -v b="$before" -v n="$sessions" 'BEGIN {
    printf "RSS per session: %.1f KiB (%.1f KiB counting the empty service)\n", (a - b) / n, a / n }'
verdict "RSS MiB with $sessions sessions" "$(mib "$after")" "<" 256
