// A class method reading and writing a global (a counter, a shared instance): the global, not a
// static member of the class (found on a real Objective-C file; Swift had the same bug).
var created = 0
var shared: Registry?

final class Registry {
    let id: Int
    init(id: Int) { self.id = id }

    static func make() -> Registry {
        created += 1
        return Registry(id: created)
    }

    static func current() -> Registry {
        if shared == nil { shared = make() }
        return shared!
    }
}

let a = Registry.current()
let b = Registry.current()
let c = Registry.make()
print(a.id, b.id, c.id, created, a === b)
