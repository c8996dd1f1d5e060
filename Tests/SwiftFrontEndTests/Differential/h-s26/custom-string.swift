struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let c = a % 100
        return "\(sign)$\(a / 100).\(c < 10 ? "0" : "")\(c)"
    }
}
struct Line { let item: String; let price: Money; let qty: Int }
let lines = [Line(item: "Tea", price: Money(cents: 350), qty: 2),
             Line(item: "Cake", price: Money(cents: 405), qty: 1)]
print(lines[0])
print(lines.map { $0.price })
print(Money(cents: -7), Money(cents: 100000))
let total = Money(cents: lines.reduce(0) { $0 + $1.price.cents * $1.qty })
print("Total: \(total)")
print([Money(cents: 5)] as [Any])
let opt: Money? = Money(cents: 12)
print(opt as Any)
print("\(String(describing: opt))")
print(["k": Money(cents: 1)])
struct Debuggy: CustomDebugStringConvertible { var debugDescription: String { "DEBUG" } }
print(Debuggy(), [Debuggy()])
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "desc" }
    var debugDescription: String { "dbg" }
}
print(Both(), [Both()], Optional(Both()) as Any)
debugPrint(Both())
