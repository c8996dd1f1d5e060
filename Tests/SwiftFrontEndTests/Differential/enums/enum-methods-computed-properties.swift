// Methods, computed properties and static functions on an enum.
enum Coin: Int {
    case penny = 1, nickel = 5, dime = 10, quarter = 25

    var cents: Int { rawValue }
    var name: String {
        switch self {
        case .penny: return "Penny"
        case .nickel: return "Nickel"
        case .dime: return "Dime"
        case .quarter: return "Quarter"
        }
    }

    func times(_ n: Int) -> Int { cents * n }

    static func change(for amount: Int) -> [Coin] {
        var left = amount
        var result: [Coin] = []
        for coin in [Coin.quarter, .dime, .nickel, .penny] {
            while left >= coin.cents {
                left -= coin.cents
                result.append(coin)
            }
        }
        return result
    }
}

print(Coin.dime.name, Coin.dime.times(3))
let coins = Coin.change(for: 68)
print(coins.map { $0.name })
print(coins.reduce(0) { $0 + $1.cents })
