// Session 37's hunt on object patterns: at a scope's end Swift releases its locals and runs its
// `defer`s in reverse order of declaration, so a local declared after a `defer` is released
// before it runs (a `return`'s value and a thrown error outlive them).
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open", name) }
    deinit { print("close", name) }
}
struct Failure: Error { let resource: Resource }

func work() {
    let a = Resource("a")
    defer { print("defer 1, still", a.name) }
    let b = Resource("b")
    defer { print("defer 2") }
    let c = Resource("c")
    print("working with", a.name, b.name, c.name)
}
work()

func make() -> Resource {
    defer { print("made") }
    let kept = Resource("kept")
    let dropped = Resource("dropped")
    print(dropped.name)
    return kept
}
let result = make()
print("got", result.name)

func fail() throws {
    defer { print("failing") }
    let inner = Resource("inner")
    throw Failure(resource: inner)
}
do { try fail() } catch let failure as Failure { print("caught", failure.resource.name) }
if true {
    let first = Resource("first")
    defer { print("block defer", first.name) }
    _ = Resource("temporary")
    let second = Resource("second")
    print(second.name)
}
print("end")
