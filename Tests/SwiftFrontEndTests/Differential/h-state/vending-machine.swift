enum Coin: Int {
    case nickel = 5, dime = 10, quarter = 25
}

struct VendingMachine {
    var credit = 0
    var stock: [String: (price: Int, count: Int)] = ["cola": (125, 2), "chips": (75, 0)]

    mutating func insert(_ coin: Coin) { credit += coin.rawValue }

    mutating func vend(_ name: String) -> String {
        guard let item = stock[name] else { return "unknown item \(name)" }
        guard item.count > 0 else { return "\(name) sold out" }
        guard credit >= item.price else { return "need \(item.price - credit) more cents" }
        credit -= item.price
        stock[name] = (item.price, item.count - 1)
        return "here is your \(name)"
    }

    mutating func refund() -> [Coin] {
        var coins: [Coin] = []
        for coin in [Coin.quarter, .dime, .nickel] {
            while credit >= coin.rawValue {
                coins.append(coin)
                credit -= coin.rawValue
            }
        }
        return coins
    }
}

var machine = VendingMachine()
print(machine.vend("water"))
print(machine.vend("chips"))
for coin in [Coin.quarter, .quarter, .quarter, .dime] { machine.insert(coin) }
print(machine.vend("cola"))
for _ in 0..<4 { machine.insert(.quarter) }
machine.insert(.nickel)
print(machine.vend("cola"))
print(machine.credit)
print(machine.refund())
print(machine.credit, machine.stock["cola"]!.count)
machine.insert(.dime)
print(machine.vend("cola"))
print(machine.stock["cola"]!.count)
