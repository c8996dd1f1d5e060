// Protocol extensions supply default implementations; static vs dynamic dispatch.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func farewell() -> String { "Bye from \(name)" }
}
struct English: Greeter { let name: String }
struct French: Greeter {
    let name: String
    func greet() -> String { "Bonjour, \(name)" }
    func farewell() -> String { "Au revoir de \(name)" }
}
let greeters: [Greeter] = [English(name: "Ann"), French(name: "Luc")]
for g in greeters {
    print(g.greet())
    print(g.farewell())
}
let f = French(name: "Zoe")
print(f.farewell())
