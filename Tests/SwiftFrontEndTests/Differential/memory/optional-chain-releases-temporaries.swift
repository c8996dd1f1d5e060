// Temporaries created in an expression are released once the statement finishes.
class Builder {
    var parts: [String] = []
    init() { print("Builder init") }
    func add(_ part: String) -> Builder {
        parts.append(part)
        return self
    }
    func build() -> String { parts.joined(separator: "-") }
    deinit { print("Builder deinit with \(parts.count) parts") }
}

func makeName() -> String {
    Builder().add("a").add("b").add("c").build()
}

let name = makeName()
print("built \(name)")
var maybe: Builder? = Builder()
print(maybe?.add("x").build() ?? "none")
maybe = nil
print(maybe?.build() ?? "none")
