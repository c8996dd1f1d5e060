enum BankError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case accountFrozen(String)
    case invalidAmount
}
class Account {
    let id: String
    private(set) var balance: Int
    var frozen = false
    init(id: String, balance: Int) { self.id = id; self.balance = balance }
    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !frozen else { throw BankError.accountFrozen(id) }
        guard balance >= amount else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
    }
    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !frozen else { throw BankError.accountFrozen(id) }
        balance += amount
    }
}
func transfer(_ amount: Int, from: Account, to: Account) throws {
    try from.withdraw(amount)
    do {
        try to.deposit(amount)
    } catch {
        try! from.deposit(amount)
        throw error
    }
}
let checking = Account(id: "CHK", balance: 100)
let savings = Account(id: "SAV", balance: 20)
let attempts: [(Int, Account, Account)] = [(30, checking, savings), (500, checking, savings), (0, savings, checking), (10, checking, savings)]
for (i, (amount, from, to)) in attempts.enumerated() {
    if i == 3 { savings.frozen = true }
    do {
        try transfer(amount, from: from, to: to)
        print("moved \(amount) \(from.id)->\(to.id)")
    } catch {
        print("error: \(error)", error as? BankError == .invalidAmount)
    }
    print("  CHK=\(checking.balance) SAV=\(savings.balance)")
}
