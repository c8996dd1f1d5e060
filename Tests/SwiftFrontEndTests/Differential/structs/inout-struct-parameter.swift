// Passing a struct inout lets a function change the caller's value.
struct Wallet {
    var balance: Int
    var history: [String] = []
}

func deposit(_ amount: Int, into wallet: inout Wallet) {
    wallet.balance += amount
    wallet.history.append("+\(amount)")
}

func withdraw(_ amount: Int, from wallet: inout Wallet) -> Bool {
    guard wallet.balance >= amount else {
        wallet.history.append("denied \(amount)")
        return false
    }
    wallet.balance -= amount
    wallet.history.append("-\(amount)")
    return true
}

var wallet = Wallet(balance: 10)
deposit(15, into: &wallet)
print(withdraw(30, from: &wallet))
print(withdraw(20, from: &wallet))
print(wallet.balance)
print(wallet.history.joined(separator: ", "))
