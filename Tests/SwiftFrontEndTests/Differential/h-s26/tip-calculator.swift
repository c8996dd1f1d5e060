import Foundation
struct Bill {
    let amount: Double
    let tipPercent: Double
    let people: Int
    init(amount: Double, tipPercent: Double = 15, people: Int = 1) {
        self.amount = amount
        self.tipPercent = tipPercent
        self.people = people
    }
    var tip: Double { amount * tipPercent / 100 }
    var total: Double { amount + tip }
    var perPerson: Double { total / Double(people) }
}
let bills = [Bill(amount: 100), Bill(amount: 80, tipPercent: 20, people: 4), Bill(amount: 45.5, people: 2)]
for b in bills {
    print(b.amount, b.tipPercent, b.tip, b.total, b.perPerson)
}
print(bills[0])
let rounded = bills.map { ($0.perPerson * 100).rounded() / 100 }
print(rounded)
