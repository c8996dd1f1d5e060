protocol Shelf {
    associatedtype Thing
    var things: [Thing] { get set }
    mutating func put(_ thing: Thing)
}
extension Shelf {
    mutating func put(_ thing: Thing) { things.append(thing) }
    func newest() -> Thing? { things.last }
}
struct Rack<Unit>: Shelf {
    var things: [Unit] = []
}
struct Labels: Shelf {
    var things: [String] = []
}
var weights = Rack<Double>()
weights.put(3)
weights.put(0.5)
print(weights.things, weights.newest() as Any)
var counts = Rack<Int>()
counts.put(3)
print(counts.things, counts.newest() as Any)
var labels = Labels()
labels.put("fragile")
print(labels.things, labels.newest() ?? "none")
let total = weights.things.reduce(0, +)
print(total / 2)
