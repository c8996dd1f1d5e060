#!/usr/bin/env bash
# libFuzzer over the script pipeline and the JSON request decoding (fuzz/FuzzTarget.swift).
# usage: fuzz/run.sh [seconds, default 60] [extra libFuzzer flags...]
# Builds the package's targets it imports with `swiftc -sanitize=fuzzer,address` into
# .build-fuzz/ (fuzz/modules.sh), starts from the seed corpus
# in fuzz/corpus/ (read-only) plus .build-fuzz/corpus/ (what it finds), and stops after the time.
# A crash leaves .build-fuzz/crash-* to replay: .build-fuzz/fuzz-playground .build-fuzz/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
out=.build-fuzz
mkdir -p "$out/modules" "$out/corpus"
# The targets share `package` declarations: every module is compiled with the package's name.
flags=(-parse-as-library -O -sanitize=fuzzer,address -package-name containment_playground -I "$out/modules")
source fuzz/modules.sh
# The engine, the catalogue, the script front end and the service's vocabulary (inputs, request
# decoding, preconditions, problems), each the package's own target, in dependency order.
for name in ContainmentEngine UIKitCatalogue ContainmentScript PlaygroundAPI; do target "$name"; done
swiftc "${flags[@]}" fuzz/FuzzTarget.swift -L "$out" -lPlaygroundAPI -lContainmentScript -lUIKitCatalogue -lContainmentEngine \
  -o "$out/fuzz-playground"
cd "$out"
export LSAN_OPTIONS="suppressions=$PWD/../fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
./fuzz-playground -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$@" corpus ../fuzz/corpus
