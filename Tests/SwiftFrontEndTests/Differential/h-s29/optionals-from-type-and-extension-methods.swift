// Optionals the type pass learns from a static method, an enum case's method, an extension of
// a standard type, and Optional's map given an initialiser (each printed without Optional(...)).
enum Badge {
    case count(Int)
    case dot
    func number() -> Int? {
        if case .count(let n) = self { return n }
        return nil
    }
}

enum Palette: String {
    case warm, cool
    static func named(_ text: String) -> Palette? { Palette(rawValue: text) }
}

struct Config {
    static var retries: Int? = 3
    static func limit() -> Int? { 10 }
}

extension Int {
    var halved: Int? { self % 2 == 0 ? self / 2 : nil }
    func clamped(to top: Int) -> Int? { self > top ? nil : self }
}

print(Badge.count(4).number() as Any, Badge.dot.number() as Any)
print("\(Badge.count(7).number())")
print(Palette.named("cool") as Any, Palette.named("hot") as Any)
print(Config.limit() as Any, Config.retries as Any)
print(12.halved as Any, 7.halved as Any, 5.clamped(to: 3) as Any)
let stock: Int? = 42
print(stock.map(String.init) as Any)
let words = "".split(separator: " ")
print(words.first.map(String.init) ?? "empty")
