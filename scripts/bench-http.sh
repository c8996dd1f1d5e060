#!/usr/bin/env bash
# HTTP throughput and latency with wrk on loopback, against a C libmicrohttpd baseline.
#
# usage: scripts/bench-http.sh [--modes] [seconds] [connections]
#   seconds      length of each wrk run (default 10; also BENCH_SECONDS; not $SECONDS, which bash
#                itself sets to the shell's age)
#   connections  wrk connections of the main runs (default 32; also BENCH_CONNECTIONS)
#   BENCH_ROUNDS=n  healthz rounds, each the C baseline then the service (default 4)
#   --modes      also GET /healthz under each libmicrohttpd threading mode of the service
#   PLAYGROUND_BIN=path  the service binary to measure; otherwise built in release into .build-bench
# needs: wrk, cc, pkg-config, libmicrohttpd-dev, python3 (apt-get install -y wrk libmicrohttpd-dev)
#
# Runs, each `wrk -t1 -c<connections> -d<seconds>s --latency`, servers alternated in one run:
#   1. GET /healthz on the C baseline (scripts/baseline/healthz.c: the same daemon flags, options and
#      bytes as the service, nothing else, with libmicrohttpd's default 32 KiB per connection),
#      then on the same baseline with the service's http.connectionMemoryBytes (16 KiB; printed
#      for reference: libmicrohttpd zeroes that memory after every request), then on the
#      service; BENCH_ROUNDS times, in turn. The healthz ratio is the median of the rounds'
#      ratios: each compares runs seconds apart, which a drift in the machine's speed (a VM's
#      neighbours) moves far less than the means.
#   2. POST /v1/sessions/{id}/script, the embed-and-remove mutation (scripts/perf/mutation.lua), on
#      a session of 10 controllers: a visible root with 8 embedded children and the one the
#      mutation embeds and removes (the session this script always used); then the same mutation
#      spread over 8 sessions of 10 controllers, each request to the next session in turn
#      (scripts/perf/mutation_sessions.lua): the p99 target is for this run. Both in BENCH_ROUNDS
#      rounds, each after a C baseline run: the ratios are against that run, the figures judged
#      are the medians of the rounds (ratio and p99), and each round's are printed.
#      If the service takes ?include=log (the log without the hierarchy), ?include=none
#      (neither) and ?include=log,changes (the log and the changed nodes), one run with each,
#      against the mean of all the C baseline's runs.
#   3. The same mutation on sessions of 10, 1,000 and 10,000 controllers (fan-out 10,
#      scripts/perf/session_tree.py), each with -c2 (the pool size): a request that takes half a
#      second would otherwise queue 32 deep behind the session's lock and hit wrk's timeout.
#      Plain, then with ?include=log, ?include=none and ?include=log,changes if supported.
# Prints a table (req/s, p50, p99, errors) and the ratios against their targets:
#   service healthz / C baseline >= 0.90, mutation / C baseline >= 0.30 (stretch 0.50), mutation p99 < 2 ms,
#   mutation cost at 10,000 controllers / at 10 <= 1.2 (cost = 1 / req/s at -c2; the ratio of the
#   server's CPU time per request follows, less sensitive to the machine's other work); each
#   mutation target for the plain route, and for each ?include= variant when supported; with
#   ?include=log,changes also p50 <= 1 ms at 10,000 controllers.
# The "srv µs/req" column is the server's CPU time (all threads) per request during the run.
# Exits non-zero if any response is outside 2xx or wrk reports a socket error; a missed target
# is printed as MISSED but does not fail the run.
set -euo pipefail
source "$(dirname "$0")/perf/common.sh"

modes=false
positional=()
for argument in "$@"; do
    case $argument in
        --modes) modes=true ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) positional+=("$argument") ;;
    esac
done
seconds=${positional[0]:-${BENCH_SECONDS:-10}}
connections=${positional[1]:-${BENCH_CONNECTIONS:-32}}
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || die "seconds must be a positive integer, not '$seconds'"
[[ $connections =~ ^[0-9]+$ && $connections -gt 0 ]] || die "connections must be a positive integer"
rounds=${BENCH_ROUNDS:-4}
[[ $rounds =~ ^[0-9]+$ && $rounds -gt 0 ]] || die "BENCH_ROUNDS must be a positive integer, not '$rounds'"

need wrk wrk
need python3 python3
need curl curl
service_bin
baseline_bin
echo "service: $PLAYGROUND_BIN"
echo "baseline: $BASELINE_BIN"
echo "wrk -t1 -c$connections -d${seconds}s; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

healthz_lua=$(wrk_script healthz)
mutation_lua=$(wrk_script mutation "$perf_dir/mutation.lua")

start_baseline baseline; baseline_pid=$server_pid; baseline_base=$base
# The service's connection memory as shipped, for the second baseline.
service_memory=$(shipped_setting http connectionMemoryBytes 16384)
start_baseline baseline-same-memory "$service_memory"; same_memory_pid=$server_pid; same_memory_base=$base
# maxControllers above 10,000 leaves room for the largest session (10,000 exactly fits the default).
start_service service PLAYGROUND_MAX_CONTROLLERS=20000; service_pid=$server_pid; service_base=$base

# The two answer the same bytes (but the Date header).
same_bytes() { curl -s -i "$1/healthz" | grep -iv '^date:'; }
if [ "$(same_bytes "$baseline_base")" != "$(same_bytes "$service_base")" ]; then
    echo "warning: the baseline's GET /healthz differs from the service's:" >&2
    diff <(same_bytes "$baseline_base") <(same_bytes "$service_base") >&2 || true
fi

mean() { printf '%s\n' "$@" | awk '{ s += $1 } END { printf "%.1f", s / NR }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b > 0) ? a / b : 0 }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

run=(-t1 "-c$connections" "-d${seconds}s")
baseline_rps=() service_rps=() baseline_cpu=() service_cpu=() same_memory_rps=() mutation_baseline_rps=()
for round in $(seq "$rounds"); do
    echo "round $round: GET /healthz, C baseline, C baseline with the service's connection memory, then service..."
    wrk_server_pid=$baseline_pid
    wrk_run "GET /healthz C baseline (round $round)" "$healthz_lua" "$baseline_base/healthz" "${run[@]}"
    baseline_rps+=("$wrk_rps") baseline_cpu+=("$wrk_cpu")
    wrk_server_pid=$same_memory_pid
    wrk_run "GET /healthz C baseline, $service_memory B per connection (round $round)" "$healthz_lua" \
        "$same_memory_base/healthz" "${run[@]}"
    same_memory_rps+=("$wrk_rps")
    wrk_server_pid=$service_pid
    wrk_run "GET /healthz service (round $round)" "$healthz_lua" "$service_base/healthz" "${run[@]}"
    service_rps+=("$wrk_rps") service_cpu+=("$wrk_cpu")
done
stop_server "$same_memory_pid"

echo "building sessions of 10, 1,000 and 10,000 controllers..."
declare -A session
for size in 10 1000 10000; do
    session[$size]=$(python3 "$perf_dir/session_tree.py" "$service_base" "$size")
done
# The size series gets its own 10-controller session, as fresh as the larger ones (a session's
# log and journal grow with every mutation).
series_10=$(python3 "$perf_dir/session_tree.py" "$service_base" 10)
spread_paths=()
for _ in 1 2 3 4 5 6 7 8; do
    spread_paths+=("/v1/sessions/$(python3 "$perf_dir/session_tree.py" "$service_base" 10)/script")
done

# ?include=log (the log without the hierarchy), ?include=none and ?include=log,changes (the log
# and only the nodes the mutation changed): measured when the service supports them, i.e. leaves
# the hierarchy out of the answer (an older service ignores them).
variants=(plain)
query() { [ "$1" = plain ] || echo "?include=$1"; }
for variant in log none log,changes; do
    probe=$(curl -s -w '\n%{http_code}' -X POST -H 'Content-Type: text/plain' --data-binary "// probe" \
        "$service_base/v1/sessions/${session[10]}/script$(query "$variant")")
    if [ "$(tail -1 <<<"$probe")" = 200 ] && ! grep -q '"hierarchy"' <<<"$probe"; then
        variants+=("$variant")
    else
        echo "this service has no ?include=$variant; not measuring it"
    fi
done

# The two runs issue 17's mutation targets are for, in rounds like healthz: each round the C
# baseline, then the mutation on one session, then over 8 sessions; each ratio against its own
# round's C run, and the medians of the rounds (one run's p99 moves with a neighbour's burst).
spread_lua=$(wrk_script mutation_sessions "$perf_dir/mutation_sessions.lua")
mutation_ratios=() mutation_p99s=() spread_ratios=() spread_p99s=() spread_cpus=()
for round in $(seq "$rounds"); do
    echo "round $round: GET /healthz C baseline, POST script on one session of 10 controllers, then over 8..."
    wrk_server_pid=$baseline_pid
    wrk_run "GET /healthz C baseline (mutation round $round)" "$healthz_lua" "$baseline_base/healthz" "${run[@]}"
    round_baseline=$wrk_rps
    mutation_baseline_rps+=("$wrk_rps")
    wrk_server_pid=$service_pid
    wrk_run "POST mutation, 10 controllers (round $round)" "$mutation_lua" \
        "$service_base/v1/sessions/${session[10]}/script" "${run[@]}"
    mutation_ratios+=("$(ratio "$wrk_rps" "$round_baseline")") mutation_p99s+=("$wrk_p99")
    wrk_run "POST mutation, 8 sessions of 10 controllers (round $round)" "$spread_lua" "$service_base" "${run[@]}" \
        -- "${spread_paths[@]}"
    spread_ratios+=("$(ratio "$wrk_rps" "$round_baseline")") spread_p99s+=("$wrk_p99") spread_cpus+=("$wrk_cpu")
done
stop_server "$baseline_pid"
# Against every C run of this script: the ?include= variants and the size series run once.
all_baseline_mean=$(mean "${baseline_rps[@]}" "${mutation_baseline_rps[@]}")

declare -A mutation_rps mutation_p99 size_rps size_p50 size_cpu
for variant in "${variants[@]}"; do
    [ "$variant" = plain ] && continue  # measured in the rounds above
    q=$(query "$variant")
    echo "POST script$q (embed and remove), 10 controllers..."
    wrk_run "POST mutation$q, 10 controllers" "$mutation_lua" \
        "$service_base/v1/sessions/${session[10]}/script$q" "${run[@]}"
    mutation_rps[$variant]=$wrk_rps mutation_p99[$variant]=$wrk_p99
done
for variant in "${variants[@]}"; do
    q=$(query "$variant")
    for size in 10 1000 10000; do
        echo "POST script$q (embed and remove), $size controllers, -c2..."
        id=${session[$size]}
        [ "$size" = 10 ] && id=$series_10
        wrk_run "POST mutation$q, $size controllers, -c2" "$mutation_lua" \
            "$service_base/v1/sessions/$id/script$q" -t1 -c2 "-d${seconds}s" --timeout 30s
        size_rps[$variant$size]=$wrk_rps size_p50[$variant$size]=$wrk_p50 size_cpu[$variant$size]=$wrk_cpu
    done
done
stop_server "$service_pid"

if $modes; then
    for mode in threadPool singleThread threadPerConnection; do
        echo "GET /healthz, service in $mode..."
        start_service "service-$mode" PLAYGROUND_THREADING=$mode
        wrk_server_pid=$server_pid
        wrk_run "GET /healthz service ($mode)" "$healthz_lua" "$base/healthz" "${run[@]}"
        stop_server "$server_pid"
    done
fi

print_results

baseline_mean=$(mean "${baseline_rps[@]}")
service_mean=$(mean "${service_rps[@]}")
round_ratios=()
for i in "${!baseline_rps[@]}"; do round_ratios+=("$(ratio "${service_rps[$i]}" "${baseline_rps[$i]}")"); done
echo
echo "C baseline GET /healthz: ${baseline_mean%.*} req/s (mean of $rounds rounds); service: ${service_mean%.*} req/s" \
    "(ratio of the means $(ratio "$service_mean" "$baseline_mean"))"
echo "  service / C baseline in each round: ${round_ratios[*]}"
verdict "service healthz / C baseline (median of rounds)" "$(median "${round_ratios[@]}")" ">=" 0.90
same_memory_ratios=()
for i in "${!same_memory_rps[@]}"; do same_memory_ratios+=("$(ratio "${service_rps[$i]}" "${same_memory_rps[$i]}")"); done
echo "  (against the baseline with the service's $service_memory bytes per connection: ${same_memory_ratios[*]};" \
    "median $(median "${same_memory_ratios[@]}"))"
baseline_cpu_mean=$(mean "${baseline_cpu[@]}") service_cpu_mean=$(mean "${service_cpu[@]}")
echo "  (server CPU per GET /healthz: C baseline ${baseline_cpu_mean} µs, service ${service_cpu_mean} µs;" \
    "baseline / service $(ratio "$baseline_cpu_mean" "$service_cpu_mean"), the same ratio less the machine's noise)"
verdict "mutation, 8 sessions / C baseline (median of rounds)" "$(median "${spread_ratios[@]}")" ">=" 0.30
verdict "mutation p99 ms (8 sessions, -c$connections, median of rounds)" "$(median "${spread_p99s[@]}")" "<=" 2
echo "  (each round: ratio ${spread_ratios[*]}; p99 ms ${spread_p99s[*]}; server CPU µs per request ${spread_cpus[*]})"
for variant in "${variants[@]}"; do
    route="mutation$(query "$variant")"
    if [ "$variant" = plain ]; then
        verdict "$route (10 controllers) / C baseline (median of rounds)" "$(median "${mutation_ratios[@]}")" ">=" 0.30
        verdict "  (stretch)" "$(median "${mutation_ratios[@]}")" ">=" 0.50
        verdict "$route p99 ms (10 controllers, -c$connections, median of rounds)" "$(median "${mutation_p99s[@]}")" "<" 2
        echo "  (each round: ratio ${mutation_ratios[*]}; p99 ms ${mutation_p99s[*]})"
    else
        verdict "$route (10 controllers) / C baseline (one run)" "$(ratio "${mutation_rps[$variant]}" "$all_baseline_mean")" ">=" 0.30
        verdict "  (stretch)" "$(ratio "${mutation_rps[$variant]}" "$all_baseline_mean")" ">=" 0.50
        verdict "$route p99 ms (10 controllers, -c$connections)" "${mutation_p99[$variant]}" "<" 2
    fi
    verdict "$route cost 1,000 / 10 controllers" \
        "$(ratio "${size_rps[${variant}10]}" "${size_rps[${variant}1000]}")" "<=" 1.2
    verdict "$route cost 10,000 / 10 controllers" \
        "$(ratio "${size_rps[${variant}10]}" "${size_rps[${variant}10000]}")" "<=" 1.2
    echo "  (cost = 1 / req/s at -c2; p50 at -c2: 10 -> ${size_p50[${variant}10]} ms," \
        "1,000 -> ${size_p50[${variant}1000]} ms, 10,000 -> ${size_p50[${variant}10000]} ms;" \
        "by server CPU per request: 1,000 / 10 $(ratio "${size_cpu[${variant}1000]}" "${size_cpu[${variant}10]}")," \
        "10,000 / 10 $(ratio "${size_cpu[${variant}10000]}" "${size_cpu[${variant}10]}"))"
    if [ "$variant" = log,changes ]; then
        verdict "$route p50 ms at 10,000 controllers (-c2)" "${size_p50[${variant}10000]}" "<=" 1
    fi
done

fail_on_errors
echo "no errors"
