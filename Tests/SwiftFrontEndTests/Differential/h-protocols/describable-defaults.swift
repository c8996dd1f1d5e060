protocol Describable {
    var name: String { get }
    var summary: String { get }
}

extension Describable {
    var summary: String { "a thing called \(name)" }
    func shout() -> String { summary.uppercased() + "!" }
}

struct Planet: Describable {
    let name: String
    let moons: Int
    var summary: String { "\(name), \(moons) moon\(moons == 1 ? "" : "s")" }
}

struct Rock: Describable {
    let name: String
}

extension Describable where Self: Equatable {
    func same(as other: Self) -> String { self == other ? "same" : "different" }
}

extension Rock: Equatable {}

let things: [Describable] = [Planet(name: "Earth", moons: 1), Rock(name: "Pebble"), Planet(name: "Mars", moons: 2)]
for t in things {
    print(t.summary, "|", t.shout())
}
print(Rock(name: "a").same(as: Rock(name: "a")), Rock(name: "a").same(as: Rock(name: "b")))
func longestSummary<T: Describable>(_ xs: [T]) -> String? {
    xs.map(\.summary).max { $0.count < $1.count }
}
print(longestSummary([Rock(name: "x"), Rock(name: "yy")]) ?? "none")
print(longestSummary([Planet]()) as Any)
