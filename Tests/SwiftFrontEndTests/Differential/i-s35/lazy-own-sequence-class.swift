// A class that is its own sequence, lazily filtered and cut short; stopping early stops next().
final class Ticker: Sequence, IteratorProtocol {
    private var tick = 0
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func next() -> String? {
        tick += 1
        guard tick <= limit else { return nil }
        print("tick \(tick)")
        return "t\(tick)"
    }
}

let ticker = Ticker(limit: 10)
let even = ticker.lazy.filter { $0.hasSuffix("2") || $0.hasSuffix("4") || $0.hasSuffix("6") }
if let found = even.first(where: { $0 == "t4" }) { print("found", found) }
print("the rest:", Array(ticker.prefix(3)))
print("after:", ticker.map { $0.uppercased() })
print(Ticker(limit: 3).lazy.map { $0.count }.reduce(0, +))
print(Array(Ticker(limit: 5).drop(while: { $0 != "t3" })))
print(Ticker(limit: 4).dropFirst().prefix(2).map { $0 + "!" })
