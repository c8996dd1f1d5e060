// Computed properties with setters on a class, and a private(set) stored property.
import Foundation
class BankAccount {
    private(set) var cents = 0
    var dollars: Double {
        get { Double(cents) / 100 }
        set { cents = Int((newValue * 100).rounded()) }
    }
    var isOverdrawn: Bool { cents < 0 }

    func apply(_ amounts: Int...) {
        for amount in amounts { cents += amount }
    }
}

let account = BankAccount()
account.dollars = 12.34
print(account.cents)
account.apply(100, -50, -2000)
print(account.dollars, account.isOverdrawn)
account.dollars += 10
print(account.cents, account.isOverdrawn)
