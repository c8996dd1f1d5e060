typealias Version = (major: Int, minor: Int, patch: Int)
func parse(_ text: String) -> Version? {
    let parts = text.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return (parts[0], parts[1], parts[2])
}
let versions = ["1.2.3", "1.10.0", "bad", "0.9.9"].compactMap(parse)
print(versions.map { "\($0.major).\($0.minor)" }, versions.first as Any)
let pinned: Version = (2, 0, 1)
print(pinned, pinned.patch)
func bump(_ v: Version) -> Version { (v.major, v.minor + 1, 0) }
print(bump(pinned))
typealias Sizes = [(width: Double, height: Double)]
func sizes() -> Sizes { [(1, 2), (3, 4)] }
print(sizes().map { $0.width * $0.height })
let orders = [(customer: "ann", qty: 3), (customer: "bo", qty: 7), (customer: "cy", qty: 5)]
let best = orders.reduce((name: "", qty: 0)) { $1.qty > $0.qty ? ($1.customer, $1.qty) : $0 }
print(best, best.name, best.qty)
func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    func increment() -> Int { count += 1; return count }
    func reset() { count = 0 }
    return (increment, reset)
}
let counter = makeCounter()
print(counter.increment(), counter.increment())
counter.reset()
print(counter.increment())
func steps() -> [() -> String] {
    var log: [String] = []
    func note() -> String { log.append("x"); return log.joined() }
    return [note, note]
}
print(steps().map { $0() })
