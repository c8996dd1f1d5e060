// Overridden methods call super and overridden properties are used from base methods.
class Employee {
    let name: String
    let baseSalary: Int
    init(name: String, baseSalary: Int) {
        self.name = name
        self.baseSalary = baseSalary
    }
    var bonus: Int { 0 }
    func salary() -> Int { baseSalary + bonus }
    func payslip() -> String { "\(name): \(salary())" }
}

class Manager: Employee {
    var reports: [Employee] = []
    override var bonus: Int { reports.count * 100 }
    override func payslip() -> String {
        super.payslip() + " (manages \(reports.count))"
    }
}

let ann = Employee(name: "Ann", baseSalary: 1000)
let bo = Employee(name: "Bo", baseSalary: 1200)
let cy = Manager(name: "Cy", baseSalary: 2000)
print(cy.payslip())
cy.reports = [ann, bo]
let staff: [Employee] = [ann, bo, cy]
staff.forEach { print($0.payslip()) }
print(staff.map { $0.salary() }.reduce(0, +))
