final class Account {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, opening: Int) {
        self.owner = owner
        self.balance = opening
        history.append("open \(opening)")
    }

    var isOverdrawn: Bool { balance < 0 }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    @discardableResult
    func withdraw(_ amount: Int, allowOverdraft: Bool = false) -> Bool {
        guard allowOverdraft || amount <= balance else {
            history.append("denied \(amount)")
            return false
        }
        balance -= amount
        history.append("-\(amount)")
        return true
    }

    var statement: String { history.joined(separator: " | ") }
}

let acct = Account(owner: "Sam", opening: 100)
acct.deposit(50)
print(acct.withdraw(200))
acct.withdraw(120)
print(acct.withdraw(80, allowOverdraft: true))
print("\(acct.owner): \(acct.balance) overdrawn=\(acct.isOverdrawn)")
print(acct.statement)
let alias = acct
alias.deposit(100)
print("via original:", acct.balance)
