#!/usr/bin/env bash
# libFuzzer over the script pipeline and the JSON request decoding (fuzz/FuzzTarget.swift).
# usage: fuzz/run.sh [seconds, default 60] [extra libFuzzer flags...]
# Builds with `swiftc -sanitize=fuzzer,address` into .build-fuzz/, starts from the seed corpus
# in fuzz/corpus/ (read-only) plus .build-fuzz/corpus/ (what it finds), and stops after the time.
# A crash leaves .build-fuzz/crash-* to replay: .build-fuzz/fuzz-playground .build-fuzz/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
out=.build-fuzz
mkdir -p "$out/engine" "$out/corpus"
engine_sources=$(find Sources/ContainmentEngine -name '*.swift' | sort)
# The engine as its own module (the harness imports it, as the service does) ...
swiftc -parse-as-library -O -sanitize=fuzzer,address -module-name ContainmentEngine \
  -emit-library -static -emit-module -emit-module-path "$out/engine/ContainmentEngine.swiftmodule" \
  $engine_sources -o "$out/engine/libContainmentEngine.a"
# ... and the service's request readers compiled beside the harness (they import only Foundation
# and the engine, on purpose).
swiftc -parse-as-library -O -sanitize=fuzzer,address -I "$out/engine" -L "$out/engine" -lContainmentEngine \
  fuzz/FuzzTarget.swift Sources/PlaygroundService/Requests/*.swift Sources/PlaygroundService/Responses/Problem.swift \
  -o "$out/fuzz-playground"
cd "$out"
./fuzz-playground -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$@" corpus ../fuzz/corpus
