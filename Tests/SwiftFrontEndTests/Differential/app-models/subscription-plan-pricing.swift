import Foundation

struct Plan {
    let name: String
    let monthlyPrice: Double
    let seats: Int

    var yearlyPrice: Double { (monthlyPrice * 12 * 0.8 * 100).rounded() / 100 }
    var pricePerSeat: Double { monthlyPrice / Double(seats) }
}

class Subscription {
    var plan: Plan
    var extraSeats = 0
    var trialDaysLeft: Int

    init(plan: Plan, trialDays: Int = 14) {
        self.plan = plan
        self.trialDaysLeft = trialDays
    }

    var totalSeats: Int { plan.seats + extraSeats }
    var monthlyCost: Double { trialDaysLeft > 0 ? 0 : plan.monthlyPrice + Double(extraSeats) * 4.5 }

    func advance(days: Int) {
        trialDaysLeft = max(0, trialDaysLeft - days)
    }
}

let plans = [Plan(name: "Starter", monthlyPrice: 9.99, seats: 1), Plan(name: "Team", monthlyPrice: 49.0, seats: 5)]
for p in plans {
    print("\(p.name): \(p.monthlyPrice)/mo, \(p.yearlyPrice)/yr, \(p.pricePerSeat) per seat")
}
let sub = Subscription(plan: plans[1])
sub.extraSeats = 3
print("seats \(sub.totalSeats), cost now \(sub.monthlyCost)")
sub.advance(days: 10)
print("trial left \(sub.trialDaysLeft), cost \(sub.monthlyCost)")
sub.advance(days: 10)
print("trial left \(sub.trialDaysLeft), cost \(sub.monthlyCost)")
