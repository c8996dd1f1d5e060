// Optional chaining results print as optionals.
struct Address { var city: String; var zip: String? }
struct Person { var name: String; var address: Address? }
let people = [
    Person(name: "Ann", address: Address(city: "Oslo", zip: "0150")),
    Person(name: "Bo", address: Address(city: "Rome", zip: nil)),
    Person(name: "Cy", address: nil),
]
for p in people {
    print(p.name, p.address?.city as Any, p.address?.zip as Any)
    print("  zip length:", p.address?.zip?.count as Any)
}
let cities = people.map { $0.address?.city }
print(cities)
print(people[2].address?.city ?? "homeless")
