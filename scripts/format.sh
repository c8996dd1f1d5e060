#!/usr/bin/env bash
# The project's Swift sources, formatted with the toolchain's swift-format (.swift-format).
# usage: scripts/format.sh          rewrites the files in place
#        scripts/format.sh --lint   fails on any file it would change (make test runs this)
# Test data written as Swift (container files, corpus restatements: their line numbers are part
# of their golden traces; the differential suite's programs, compiled by swiftc) is left as written.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests fuzz -name '*.swift' -not -path '*/Containers/*' -not -path '*/CorpusInClassForm/*' -not -path '*/Differential/*' | sort)
if [ "${1:-}" = "--lint" ]; then
    swift format lint --strict --configuration .swift-format "${files[@]}"
else
    swift format format -i --configuration .swift-format "${files[@]}"
fi
