import Foundation

struct Employee {
    let name: String
    let department: String
    let level: Int
    let salary: Int
}

let staff = [
    Employee(name: "Priya", department: "Eng", level: 3, salary: 140),
    Employee(name: "Tom", department: "Design", level: 2, salary: 95),
    Employee(name: "Ana", department: "Eng", level: 3, salary: 150),
    Employee(name: "Lee", department: "Eng", level: 1, salary: 90),
    Employee(name: "Zoe", department: "Design", level: 2, salary: 95),
    Employee(name: "Max", department: "Sales", level: 2, salary: 80),
    Employee(name: "Ben", department: "Design", level: 3, salary: 120),
]

let sorted = staff.sorted {
    ($0.department, -$0.level, -$0.salary, $0.name) < ($1.department, -$1.level, -$1.salary, $1.name)
}
for e in sorted {
    print("\(e.department.padding(toLength: 7, withPad: " ", startingAt: 0))L\(e.level) \(e.salary)k \(e.name)")
}

let topEarners = staff.sorted { $0.salary == $1.salary ? $0.name < $1.name : $0.salary > $1.salary }.prefix(3)
print("top 3:", topEarners.map(\.name))
let payroll = Dictionary(staff.map { ($0.department, $0.salary) }, uniquingKeysWith: +)
for dept in payroll.keys.sorted() { print("\(dept): \(payroll[dept]!)k") }
