#!/usr/bin/env bash
# libFuzzer over the Objective-C front end (fuzz/ObjectiveCTarget.swift, issue 43): our lexer,
# parser and lowering, the runtime and the engine. Built as fuzz/run-swift.sh builds its target
# (the front end's module links swift-syntax).
# usage: fuzz/run-objc.sh [seconds, default 60] [extra libFuzzer flags, e.g. -runs=1000000]
# swift-syntax comes from the benchmarks' release build (`swift build -c release --scratch-path
# .build-bench --target SwiftFrontEnd`, done here, so the test build in .build is left alone),
# uninstrumented; the package's targets it imports (fuzz/modules.sh) are compiled with
# -sanitize=fuzzer,address into .build-fuzz-objc/.
# Seeds: the seed's Objective-C listings when beside the project, the corpus restated in
# Objective-C, the Objective-C presets and the C differential suite; what it finds goes to
# .build-fuzz-objc/corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
out=.build-fuzz-objc
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
swiftc "${flags[@]}" fuzz/ObjectiveCTarget.swift -L "$out" -lSwiftFrontEnd -lUIKitCatalogue -lContainmentEngine -lSupport "${syntax_objects[@]}" \
    -o "$out/fuzz-objc"
cp Tests/SwiftFrontEndTests/CorpusInObjectiveC/*.m Tests/SwiftFrontEndTests/CorpusInObjectiveC/bench/*.m presets/*.m "$out/seeds/"
if [ -d ../shared/seed-listings/objc ]; then cp ../shared/seed-listings/objc/*.m "$out/seeds/"; fi
for file in Tests/SwiftFrontEndTests/DifferentialC/*/*.c; do cp "$file" "$out/seeds/c-$(basename "$(dirname "$file")")-$(basename "$file")"; done
cd "$out"
# The service runs every request on a thread with a 64 MB stack (HTTPServerConfiguration's
# threadStackBytes; the CLI too): the target gets the same, not the shell's 8 MB main thread
# (a 256-operator chain, within the nesting bound, overflowed 8 MB under ASan's larger frames).
ulimit -s 65536
export LSAN_OPTIONS="suppressions=$PWD/../fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# Leaks are failures, and memory is bounded as for the Swift target (fuzz/run-swift.sh says why).
./fuzz-objc -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=64 -max_len=16384 -print_final_stats=1 "$@" corpus seeds
