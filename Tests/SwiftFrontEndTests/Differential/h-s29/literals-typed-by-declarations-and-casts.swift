// Literals take the type a stored property declares, the type a cast names, and an array
// literal holding nil is an array of optionals (its closures' parameters are optionals).
struct Ledger {
    var monthly = Array(repeating: 0, count: 3) as [Double]
    var totals: [String: Double] = ["rent": 1200]
    var pair: (Double, Int) = (1, 2)
}
final class Settings {
    var scales: [String: Double] = ["small": 1, "large": 2]
    var steps = [1, 2] as [Double]
}
var ledger = Ledger()
ledger.monthly[1] += 50
print(ledger.monthly, ledger.totals["rent"]!, ledger.pair)
let settings = Settings()
print(settings.scales["large"]!, settings.steps)
let parsed = ["1", "two", "3", nil].map { $0.flatMap(Int.init) }
print(parsed, parsed.compactMap { $0 })
print(["a", nil, "ccc"].map { $0.map { $0.count } ?? -1 })
