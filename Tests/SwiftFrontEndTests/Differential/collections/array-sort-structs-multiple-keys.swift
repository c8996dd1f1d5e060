// Sorting contacts by last name, then first name.
struct Contact { var first: String; var last: String; var age: Int }
let contacts = [
    Contact(first: "Zoe", last: "Smith", age: 30),
    Contact(first: "Adam", last: "Jones", age: 41),
    Contact(first: "Bea", last: "Smith", age: 22),
    Contact(first: "Carl", last: "Adams", age: 35),
]
let sorted = contacts.sorted {
    if $0.last != $1.last { return $0.last < $1.last }
    return $0.first < $1.first
}
for c in sorted { print("\(c.last), \(c.first)") }
let oldest = contacts.max { $0.age < $1.age }!
print("oldest:", oldest.first)
let youngest = contacts.min(by: { $0.age < $1.age })
print("youngest:", youngest!.first)
