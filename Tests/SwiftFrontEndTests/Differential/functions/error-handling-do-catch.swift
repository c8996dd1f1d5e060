// throws, do/catch, try?, and defer with errors.
enum BankError: Error { case insufficient(needed: Int), frozen }
struct Account {
    var balance: Int
    var isFrozen = false
    mutating func withdraw(_ amount: Int) throws -> Int {
        guard !isFrozen else { throw BankError.frozen }
        guard amount <= balance else { throw BankError.insufficient(needed: amount - balance) }
        balance -= amount
        return balance
    }
}
var acct = Account(balance: 100)
for amount in [30, 80, 50] {
    do {
        defer { print("attempted \(amount)") }
        let left = try acct.withdraw(amount)
        print("left", left)
    } catch BankError.insufficient(let needed) {
        print("need \(needed) more")
    } catch {
        print("other error", error)
    }
}
acct.isFrozen = true
print((try? acct.withdraw(1)) as Any)
do { _ = try acct.withdraw(1) } catch { print(error) }
