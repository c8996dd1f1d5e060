// defer runs after the return value is computed, and can see later changes.
var log: [String] = []

func record(_ s: String) -> String {
    log.append(s)
    return s
}

enum CheckError: Error { case rejected(String) }

func process(_ value: Int) throws -> String {
    defer { log.append("cleanup \(value)") }
    if value < 0 { throw CheckError.rejected("negative \(value)") }
    return record("processed \(value)")
}

do {
    print(try process(1))
    print(try process(-2))
} catch {
    print("caught: \(error)")
}
print(log)

func counter() -> Int {
    var x = 1
    defer { x += 100; print("defer sees x = \(x)") }
    x += 1
    return x
}
print(counter())
