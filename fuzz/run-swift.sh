#!/usr/bin/env bash
# libFuzzer over the Swift front end (fuzz/SwiftFrontEndTarget.swift): swift-syntax's parser, our
# lowering and interpreter, against the engine.
# usage: fuzz/run-swift.sh [seconds, default 60] [extra libFuzzer flags, e.g. -runs=1000000]
# swift-syntax comes from the release build (`swift build -c release --target SwiftFrontEnd`,
# done here), uninstrumented; the engine and the front end are compiled with
# -sanitize=fuzzer,address into .build-fuzz-swift/. Seeds: the container files, the corpus in
# class form, the presets written in Swift, growth loops (fuzz/growth/) and the differential suite's
# programs on ARC's lifetimes; what it finds goes to .build-fuzz-swift/corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
out=.build-fuzz-swift
mkdir -p "$out/modules" "$out/corpus" "$out/seeds"
swift build -c release --target SwiftFrontEnd >/dev/null
release=.build/release
package=(-package-name containment_playground)
flags=(-parse-as-library -O -sanitize=fuzzer,address "${package[@]}" -I "$out/modules" -I "$release/Modules"
    -I .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include)
swiftc "${flags[@]}" -module-name ContainmentEngine -emit-library -static -emit-module \
    -emit-module-path "$out/modules/ContainmentEngine.swiftmodule" \
    $(find Sources/ContainmentEngine -name '*.swift' | sort) -o "$out/libContainmentEngine.a"
swiftc "${flags[@]}" -module-name SwiftFrontEnd -emit-library -static -emit-module \
    -emit-module-path "$out/modules/SwiftFrontEnd.swiftmodule" \
    $(find Sources/SwiftFrontEnd -name '*.swift' | sort) -o "$out/libSwiftFrontEnd.a"
syntax_objects=()
for target in SwiftSyntax SwiftParser SwiftDiagnostics SwiftParserDiagnostics SwiftBasicFormat SwiftOperators _SwiftSyntaxCShims; do
    syntax_objects+=($(find "$release/$target.build" -name '*.o'))
done
swiftc "${flags[@]}" fuzz/SwiftFrontEndTarget.swift -L "$out" -lSwiftFrontEnd -lContainmentEngine "${syntax_objects[@]}" \
    -o "$out/fuzz-swift"
cp Tests/SwiftFrontEndTests/Containers/*.swift Tests/SwiftFrontEndTests/CorpusInClassForm/*.swift "$out/seeds/"
cp presets/class-*.swift fuzz/growth/*.swift "$out/seeds/"
# ARC's lifetimes (deinit, weak, unowned, capture lists): the differential suite's programs on them.
for topic in memory h-arc h-arc2; do
    for file in Tests/SwiftFrontEndTests/Differential/$topic/*.swift; do cp "$file" "$out/seeds/$topic-$(basename "$file")"; done
done
cd "$out"
# Leaks are failures: a closure kept in the scope it captures is a cycle the runtime breaks when
# the session goes (docs/swift-support.md, "Not yet"), and the target drops its session per input.
# Memory is bounded (issue 38): the target's budgets are 8 MiB a request and 2 MiB a value (16
# and 4 in its roomy second run), so a process past 1 GiB, or one allocation past 64 MiB, is a
# budget missed: a finding.
./fuzz-swift -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=64 -max_len=16384 -print_final_stats=1 "$@" corpus seeds
