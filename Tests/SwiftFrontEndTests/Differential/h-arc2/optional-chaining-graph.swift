// Company/department/employee graph with weak back references and optional chaining
final class Company {
    let name: String
    var departments: [String: Department] = [:]
    init(_ n: String) { name = n; print("company \(n) founded") }
    deinit { print("company \(name) dissolved") }
}

final class Department {
    let name: String
    weak var company: Company?
    var head: Employee?
    init(_ n: String, in c: Company) { name = n; company = c; print("dept \(n) opened") }
    deinit { print("dept \(name) closed") }
}

final class Employee {
    let name: String
    weak var department: Department?
    init(_ n: String) { name = n; print("hire \(n)") }
    deinit { print("\(name) leaves") }
    var companyName: String { department?.company?.name ?? "(unemployed)" }
}

var acme: Company? = Company("Acme")
func open(_ dept: String, headedBy person: String) -> Employee {
    let d = Department(dept, in: acme!)
    let e = Employee(person)
    e.department = d
    d.head = e
    acme!.departments[dept] = d
    return e
}
let alice = open("eng", headedBy: "alice")
var bob: Employee? = open("ops", headedBy: "bob")
print(alice.companyName, bob?.companyName ?? "-")
print("eng head:", acme?.departments["eng"]?.head?.name ?? "none")
print("hr head:", acme?.departments["hr"]?.head?.name ?? "none")
acme?.departments["ops"]?.head = Employee("carol")
print("bob now:", bob?.department?.name ?? "no dept")
bob = nil
print("closing eng")
acme?.departments["eng"] = nil
print("alice:", alice.companyName)
print("dissolving")
acme = nil
print("after dissolve")
print("end")
