// Functions and methods named with their labels as values (`parse(_:radix:)`, `title(for:)`).
import Foundation
func parse(_ text: String) -> Int? { Int(text) }
func parse(_ text: String, radix: Int) -> Int? { Int(text, radix: radix) }
func shout(_ word: String, times: Int) -> String { String(repeating: word.uppercased(), count: times) }
func byLength(_ a: String, _ b: String) -> Bool { a.count < b.count }

let one = parse(_:)
let based = parse(_:radix:)
print(one("12"), based("ff", 16), one("x") ?? -1)
print(["1", "x", "3"].map(parse(_:)), ["1", "x", "3"].compactMap(parse(_:)))
print(shout(_:times:)("hey", 2), ["ccc", "a", "bb"].sorted(by: byLength(_:_:)))

protocol DataSource {
    associatedtype Item
    var items: [Item] { get }
    func title(for item: Item) -> String
}

extension DataSource {
    func titles() -> [String] { items.map(title(for:)) }
    func numbered() -> [String] { items.enumerated().map { "\($0.offset + 1). \(title(for: $0.element))" } }
}

struct Fruits: DataSource {
    let items = ["apple", "fig"]
    func title(for item: String) -> String { item.capitalized }
}

print(Fruits().titles(), Fruits().numbered())

struct Scaler {
    let factor: Int
    func scaled(by extra: Int) -> Int? { extra == 0 ? nil : factor * extra }
    func twice(_ x: Int) -> Int { x * 2 * factor }
    func all() -> [Int?] { [1, 0, 2].map(scaled(by:)) }
    func doubled() -> [Int] { [1, 2].map(twice(_:)) + [3].map(self.twice) }
}

print(Scaler(factor: 3).all(), Scaler(factor: 1).doubled())

final class Formatter {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func format(_ value: Int, width: Int) -> String { prefix + String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
    func formatAll(_ values: [Int]) -> [String] {
        let f = format(_:width:)
        return values.map { f($0, 3) }
    }
}

print(Formatter(prefix: "#").formatAll([7, 42, 1234]))
