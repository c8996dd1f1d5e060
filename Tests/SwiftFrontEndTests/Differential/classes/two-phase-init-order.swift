// Two-phase initialisation: subclass properties are set before super.init,
// and methods are called only after it (phase two).
class Base {
    var log: [String] = []
    let name: String
    init(name: String) {
        print("Base phase 1: \(name)")
        self.name = name
        print("Base phase 2: \(describe())")
    }
    func describe() -> String { "Base(\(name))" }
}

class Derived: Base {
    let extra: Int
    init(extra: Int) {
        print("Derived phase 1: extra = \(extra)")
        self.extra = extra
        super.init(name: "derived")
        print("Derived phase 2: \(describe())")
        log.append("ready")
    }
    override func describe() -> String { "Derived(\(name), \(extra))" }
}

let d = Derived(extra: 42)
print(d.log)
