enum Transaction: CustomStringConvertible {
    case deposit(Double), withdrawal(Double), fee(String, Double)
    var amount: Double {
        switch self {
        case .deposit(let a): return a
        case .withdrawal(let a): return -a
        case .fee(_, let a): return -a
        }
    }
    var description: String {
        switch self {
        case .deposit(let a): return "+\(a)"
        case .withdrawal(let a): return "-\(a)"
        case let .fee(why, a): return "fee(\(why)) -\(a)"
        }
    }
}
struct Ledger {
    private(set) var entries: [Transaction] = []
    var balance: Double { entries.reduce(0) { $0 + $1.amount } }
    mutating func record(_ t: Transaction) { entries.append(t) }
}
var l = Ledger()
l.record(.deposit(100))
l.record(.withdrawal(30.5))
l.record(.fee("atm", 2.25))
l.record(.deposit(0.1))
print(l.entries)
print("Balance:", l.balance)
let fees = l.entries.compactMap { t -> Double? in if case .fee(_, let a) = t { return a }; return nil }
print(fees, l.entries.filter { $0.amount > 0 }.count)
