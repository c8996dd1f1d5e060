# Sourced by fuzz/run.sh and fuzz/run-swift.sh: `target NAME` compiles the package's target
# Sources/NAME, as it is, into a static library and module under "$out/modules" with the fuzzing
# instrumentation, so the harnesses import the real targets (the same modules the service links).
# Expects `out` and `flags` (swiftc flags, the package name among them) to be set.
target() {
    local name=$1
    swiftc "${flags[@]}" -module-name "$name" -emit-library -static -emit-module \
        -emit-module-path "$out/modules/$name.swiftmodule" \
        $(find "Sources/$name" -name '*.swift' | sort) -o "$out/lib$name.a"
}
