class Address {
    var street: String
    var city: String?
    init(street: String, city: String?) { self.street = street; self.city = city }
}

class Company {
    var name: String
    var headquarters: Address?
    init(name: String, headquarters: Address? = nil) { self.name = name; self.headquarters = headquarters }
}

class Person {
    var name: String
    var employer: Company?
    init(name: String, employer: Company? = nil) { self.name = name; self.employer = employer }
}

let people = [
    Person(name: "Ana", employer: Company(name: "Acme", headquarters: Address(street: "1 Main", city: "Oslo"))),
    Person(name: "Bo", employer: Company(name: "Remote Co")),
    Person(name: "Cy"),
    Person(name: "Di", employer: Company(name: "Nomad", headquarters: Address(street: "?", city: nil))),
]

for p in people {
    let city = p.employer?.headquarters?.city?.uppercased() ?? "unknown"
    let streetLength = p.employer?.headquarters?.street.count
    print("\(p.name): city=\(city) streetLen=\(String(describing: streetLength))")
}

if let hq = people[1].employer?.headquarters {
    print("Bo's HQ:", hq.street)
} else {
    print("Bo has no HQ")
}
people[1].employer?.headquarters = Address(street: "Cloud 9", city: "Nowhere")
print("Bo's city now:", people[1].employer?.headquarters?.city ?? "-")
let renamed: Void? = people[2].employer?.name = "Ghost"
print("assignment on Cy happened:", renamed != nil)
