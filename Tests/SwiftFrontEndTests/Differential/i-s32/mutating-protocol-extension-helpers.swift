protocol Tally {
    var counts: [String: Int] { get set }
}
extension Tally {
    mutating func note(_ word: String) { counts[word, default: 0] += 1 }
    mutating func forget(_ word: String) { counts[word] = nil }
    func report() -> String { counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }.joined(separator: " ") }
}
struct WordTally: Tally {
    var counts: [String: Int] = [:]
    var label = "words"
}
var tally = WordTally()
for word in "the cat saw the other cat and the dog".split(separator: " ") { tally.note(String(word)) }
print(tally.label, tally.report())
tally.forget("the")
print(tally.report())
var copy = tally
copy.note("bird")
print(tally.report())
print(copy.report())
protocol Shelf {
    associatedtype Thing
    var things: [Thing] { get set }
}
extension Shelf {
    mutating func put(_ thing: Thing) { things.append(thing) }
    mutating func clear() { things = [] }
}
struct Rack<Unit>: Shelf { var things: [Unit] = [] }
var rack = Rack<Double>()
rack.put(2)
rack.put(0.25)
print(rack.things)
rack.clear()
print(rack.things.isEmpty)
