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
# The targets share `package` declarations: every module is compiled with the package's name.
package=(-package-name containment_playground)
# The engine and the script front end as their own modules (the harness imports them, as the
# service does) ...
swiftc -parse-as-library -O -sanitize=fuzzer,address "${package[@]}" -module-name ContainmentEngine \
  -emit-library -static -emit-module -emit-module-path "$out/engine/ContainmentEngine.swiftmodule" \
  $(find Sources/ContainmentEngine -name '*.swift' | sort) -o "$out/engine/libContainmentEngine.a"
swiftc -parse-as-library -O -sanitize=fuzzer,address "${package[@]}" -module-name ContainmentScript -I "$out/engine" \
  -emit-library -static -emit-module -emit-module-path "$out/engine/ContainmentScript.swiftmodule" \
  $(find Sources/ContainmentScript -name '*.swift' | sort) -o "$out/engine/libContainmentScript.a"
# ... and the service's request readers compiled beside the harness (they import only Foundation,
# the engine and the front end, on purpose).
swiftc -parse-as-library -O -sanitize=fuzzer,address "${package[@]}" -I "$out/engine" -L "$out/engine" \
  -lContainmentScript -lContainmentEngine \
  fuzz/FuzzTarget.swift Sources/PlaygroundService/Requests/*.swift Sources/PlaygroundService/Responses/Problem.swift \
  Sources/PlaygroundService/Responses/ProblemType.swift Sources/PlaygroundService/Responses/JSONWriter.swift \
  Sources/PlaygroundService/Sessions/SessionInput.swift \
  -o "$out/fuzz-playground"
cd "$out"
./fuzz-playground -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$@" corpus ../fuzz/corpus
