enum OrderStatus: String, CaseIterable {
    case pending = "P"
    case paid = "A"
    case shipped = "S"
    case delivered = "D"
    case cancelled = "X"

    var isTerminal: Bool {
        switch self {
        case .delivered, .cancelled: return true
        default: return false
        }
    }

    func canTransition(to other: OrderStatus) -> Bool {
        if isTerminal { return false }
        if other == .cancelled { return self != .shipped }
        guard let i = OrderStatus.allCases.firstIndex(of: self),
              let j = OrderStatus.allCases.firstIndex(of: other) else { return false }
        return j == i + 1
    }
}

let codes = "PASDXQ"
let parsed = codes.map { OrderStatus(rawValue: String($0)) }
print(parsed.map { $0.map { "\($0)" } ?? "invalid" }.joined(separator: " "))

let checks: [(OrderStatus, OrderStatus)] = [(.pending, .paid), (.pending, .shipped), (.paid, .cancelled),
                                            (.shipped, .cancelled), (.shipped, .delivered), (.delivered, .pending)]
for (from, to) in checks {
    print("\(from) -> \(to): \(from.canTransition(to: to) ? "allowed" : "blocked")")
}
print("terminal:", OrderStatus.allCases.filter(\.isTerminal).map(\.rawValue))
