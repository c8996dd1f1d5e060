final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) {
        self.name = name
        print("Customer \(name) init")
    }
    deinit { print("Customer \(name) deinit") }
}

final class CreditCard {
    let number: Int
    unowned let owner: Customer
    init(number: Int, owner: Customer) {
        self.number = number
        self.owner = owner
        print("Card \(number) init for \(owner.name)")
    }
    func describe() -> String { "card \(number) belongs to \(owner.name)" }
    deinit { print("Card \(number) deinit") }
}

final class Department {
    let title: String
    var courses: [Course] = []
    init(title: String) { self.title = title }
    deinit { print("Department \(title) deinit (courses: \(courses.count))") }
}

final class Course {
    let code: String
    unowned var department: Department
    init(code: String, department: Department) {
        self.code = code
        self.department = department
    }
    deinit { print("Course \(code) deinit") }
}

func run() {
    var alice: Customer? = Customer(name: "Alice")
    alice!.card = CreditCard(number: 1234, owner: alice!)
    print(alice!.card!.describe())
    alice = nil
    print("alice released")

    do {
        let dept = Department(title: "Math")
        dept.courses.append(Course(code: "M101", department: dept))
        dept.courses.append(Course(code: "M202", department: dept))
        for c in dept.courses { print("\(c.code) in \(c.department.title)") }
    }
    print("end run")
}

run()
