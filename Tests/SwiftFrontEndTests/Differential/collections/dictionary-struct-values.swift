// Dictionary of struct values: mutate in place through optional chaining.
struct Account { var owner: String; var balance: Int }
var accounts: [Int: Account] = [
    1: Account(owner: "Kim", balance: 100),
    2: Account(owner: "Lee", balance: 50),
]
accounts[1]?.balance += 25
accounts[3]?.balance += 1000
var copy = accounts[2]!
copy.balance = 0
for id in accounts.keys.sorted() {
    let a = accounts[id]!
    print(id, a.owner, a.balance)
}
print(copy.balance, accounts.count)
print(accounts[1]!)
