// A value's method as a function value, with or without its labels: its declared result type
// decides how what it gives prints (`[Optional(1), nil]`).
struct Parser {
    let radix: Int
    func parse(_ text: String) -> Int? { Int(text, radix: radix) }
    func label(_ value: Int, width: Int) -> String { String(repeating: " ", count: max(0, width - String(value).count)) + String(value) }
    func parsedAll(_ texts: [String]) -> [Int?] { texts.map(parse) }
}

let decimal = Parser(radix: 10)
print(["1", "x", "30"].map(decimal.parse), ["7"].map(decimal.parse(_:)), decimal.parsedAll(["5", ""]))
let parse = decimal.parse
print(parse("42"), parse("4x") ?? -1)
let hex = Parser(radix: 16)
print(["ff", "zz"].compactMap(hex.parse), ["a"].map(hex.parse)[0])
let label = decimal.label(_:width:)
print("[" + label(42, 5) + "]")

final class Counter {
    var count = 0
    func add(_ amount: Int) -> Int? {
        guard amount > 0 else { return nil }
        count += amount
        return count
    }
}

let counter = Counter()
print([3, -1, 4].map(counter.add), counter.count)
let add = counter.add(_:)
print(add(10), counter.count)
