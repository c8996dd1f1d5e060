// CaseIterable synthesises allCases in declaration order.
enum Weekday: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    var isWeekend: Bool { self == .saturday || self == .sunday }
    var short: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst().prefix(2) }
}

print(Weekday.allCases.count)
print(Weekday.allCases.map { $0.short }.joined(separator: " "))
print(Weekday.allCases.filter { $0.isWeekend })
if let index = Weekday.allCases.firstIndex(of: .thursday) {
    print("thursday at", index)
}
let next = Weekday.allCases[(Weekday.allCases.firstIndex(of: .sunday)! + 1) % 7]
print(next)
