#!/usr/bin/env bash
# libFuzzer over the Swift front end (fuzz/SwiftFrontEndTarget.swift): swift-syntax's parser, our
# lowering and interpreter, against the engine.
# usage: fuzz/run-swift.sh [seconds, default 60] [extra libFuzzer flags, e.g. -runs=1000000]
# swift-syntax comes from the benchmarks' release build (`swift build -c release --scratch-path
# .build-bench --target SwiftFrontEnd`, done here, so the test build in .build is left alone),
# uninstrumented; the package's targets it imports (fuzz/modules.sh) are compiled with
# -sanitize=fuzzer,address into .build-fuzz-swift/. Seeds: the container files, the corpus in
# class form, the presets written in Swift, growth loops (fuzz/growth/) and the differential suite's
# programs on ARC's lifetimes; what it finds goes to .build-fuzz-swift/corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
out=.build-fuzz-swift
mkdir -p "$out/modules" "$out/corpus" "$out/seeds"
# shellcheck disable=SC2046  # the flags are words; the benchmarks' build takes the same, so neither rebuilds the other's
swift build -c release $(cat scripts/release-flags) --scratch-path .build-bench --target SwiftFrontEnd >/dev/null
release=.build-bench/release
package=(-package-name containment_playground)
flags=(-parse-as-library -O -sanitize=fuzzer,address "${package[@]}" -I "$out/modules" -I "$release/Modules"
    -I .build-bench/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include)
source fuzz/modules.sh
for name in Support ContainmentEngine UIKitCatalogue SwiftFrontEnd; do target "$name"; done
syntax_objects=()
for target in SwiftSyntax SwiftParser SwiftDiagnostics SwiftParserDiagnostics SwiftBasicFormat SwiftOperators _SwiftSyntaxCShims; do
    syntax_objects+=($(find "$release/$target.build" -name '*.o'))
done
swiftc "${flags[@]}" fuzz/SwiftFrontEndTarget.swift -L "$out" -lSwiftFrontEnd -lUIKitCatalogue -lContainmentEngine -lSupport "${syntax_objects[@]}" \
    -o "$out/fuzz-swift"
cp Tests/SwiftFrontEndTests/Containers/*.swift Tests/SwiftFrontEndTests/CorpusInClassForm/*.swift "$out/seeds/"
cp presets/class-*.swift fuzz/growth/*.swift "$out/seeds/"
# ARC's lifetimes (deinit, weak, unowned, capture lists): the differential suite's programs on them.
for topic in memory h-arc h-arc2; do
    for file in Tests/SwiftFrontEndTests/Differential/$topic/*.swift; do cp "$file" "$out/seeds/$topic-$(basename "$file")"; done
done
cd "$out"
# The service runs every request on a thread with a 64 MB stack (HTTPServerConfiguration's
# threadStackBytes; the CLI too): the target gets the same, not the shell's 8 MB main thread
# (a 256-operator chain, within the nesting bound, overflowed 8 MB under ASan's larger frames).
ulimit -s 65536
export LSAN_OPTIONS="suppressions=$PWD/../fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# Leaks are failures: a closure kept in the scope it captures is a cycle the runtime breaks when
# the session goes (docs/swift-support.md, "Not yet"), and the target drops its session per input.
# Memory is bounded (issue 38): the target's budgets are 8 MiB a request and 2 MiB a value (16
# and 4 in its roomy second run), so a process past 1 GiB, or one allocation past 64 MiB, is a
# budget missed: a finding.
./fuzz-swift -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=64 -max_len=16384 -print_final_stats=1 "$@" corpus seeds
