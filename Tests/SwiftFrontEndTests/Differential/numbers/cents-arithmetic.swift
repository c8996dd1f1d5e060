// Money kept in integer cents avoids floating point drift.
struct Price {
    var cents: Int
    var formatted: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let rest = value % 100
        return "\(sign)$\(value / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}
let items = [Price(cents: 1999), Price(cents: 250), Price(cents: 5)]
let total = items.reduce(0) { $0 + $1.cents }
print(Price(cents: total).formatted)
let discount = total * 15 / 100
print(Price(cents: discount).formatted)
print(Price(cents: total - discount).formatted)
print(Price(cents: -305).formatted)
let floating = 0.1 + 0.7
print(floating * 10, Int(floating * 10))
