// Default implementations in a protocol extension; conformers may replace them.
protocol Greeter {
    var name: String { get }
    func greet() -> String
    func farewell() -> String
}

extension Greeter {
    func greet() -> String { "Hello, I am \(name)" }
    func farewell() -> String { "Goodbye from \(name)" }
    func introduce() -> String { greet() + ". " + farewell() }
}

struct English: Greeter {
    let name: String
}

struct Pirate: Greeter {
    let name: String
    func greet() -> String { "Ahoy! \(name) here" }
}

let greeters: [Greeter] = [English(name: "Ann"), Pirate(name: "Jack")]
for g in greeters {
    print(g.greet())
    print(g.introduce())
}
