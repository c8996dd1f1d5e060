// Equatable conformance enables ==, contains, firstIndex and removing duplicates by hand.
struct Contact: Equatable {
    let name: String
    let email: String

    static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.email.lowercased() == rhs.email.lowercased()
    }
}

let raw = [
    Contact(name: "Ann", email: "ann@x.io"),
    Contact(name: "Annie", email: "ANN@x.io"),
    Contact(name: "Bo", email: "bo@x.io"),
]
var unique: [Contact] = []
for c in raw where !unique.contains(c) {
    unique.append(c)
}
print(unique.map { $0.name })
print(raw[0] == raw[1], raw[0] != raw[2])
print(raw.firstIndex(of: Contact(name: "?", email: "BO@X.IO")) ?? -1)
print(unique == [raw[1], raw[2]])
