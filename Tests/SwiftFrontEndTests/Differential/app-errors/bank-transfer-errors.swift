struct InsufficientFunds: Error {
    let needed: Int
    let available: Int
}

struct AccountFrozen: Error {
    let accountID: String
}

class Ledger {
    var balances: [String: Int]
    var frozen: Set<String> = []

    init(_ balances: [String: Int]) { self.balances = balances }

    func transfer(_ amount: Int, from: String, to: String) throws {
        if frozen.contains(from) { throw AccountFrozen(accountID: from) }
        let available = balances[from, default: 0]
        if available < amount { throw InsufficientFunds(needed: amount, available: available) }
        balances[from] = available - amount
        balances[to, default: 0] += amount
    }
}

let ledger = Ledger(["alice": 100, "bob": 20])
ledger.frozen.insert("carol")
let transfers = [(30, "alice", "bob"), (80, "alice", "carol"), (10, "carol", "bob"), (45, "bob", "dave")]
for (amount, from, to) in transfers {
    do {
        try ledger.transfer(amount, from: from, to: to)
        print("moved \(amount) \(from) -> \(to)")
    } catch let e as InsufficientFunds {
        print("\(from) short by \(e.needed - e.available)")
    } catch let e as AccountFrozen {
        print("account \(e.accountID) is frozen")
    } catch {
        print("unknown error")
    }
}
for name in ledger.balances.keys.sorted() { print(name, ledger.balances[name]!) }
