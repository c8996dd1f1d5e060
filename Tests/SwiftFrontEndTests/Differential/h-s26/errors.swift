enum BankError: Error {
    case insufficientFunds(needed: Int)
    case accountLocked
    case invalidAmount(Int)
}
class Account {
    var balance: Int
    var locked = false
    init(balance: Int) { self.balance = balance }
    func withdraw(_ amount: Int) throws -> Int {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !locked else { throw BankError.accountLocked }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        return balance
    }
}
let acct = Account(balance: 100)
for amt in [30, -5, 200, 70] {
    do {
        let left = try acct.withdraw(amt)
        print("ok, left \(left)")
    } catch BankError.insufficientFunds(let needed) {
        print("need \(needed) more")
    } catch let e as BankError {
        print("bank error: \(e)")
    } catch {
        print("other", error)
    }
}
acct.locked = true
print((try? acct.withdraw(1)) as Any)
do { _ = try acct.withdraw(1) } catch { print(error) }
