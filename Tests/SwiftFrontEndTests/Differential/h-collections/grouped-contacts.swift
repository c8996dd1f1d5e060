struct Contact {
    let name: String
    let favorite: Bool
}

let contacts = [
    Contact(name: "Zoe", favorite: false), Contact(name: "adam", favorite: true),
    Contact(name: "Bella", favorite: false), Contact(name: "Ben", favorite: true),
    Contact(name: "Amir", favorite: false), Contact(name: "4ever", favorite: false),
]

let grouped = Dictionary(grouping: contacts) { contact -> String in
    guard let first = contact.name.first, first.isLetter else { return "#" }
    return first.uppercased()
}
let sectionTitles = grouped.keys.sorted { a, b in
    if a == "#" { return false }
    if b == "#" { return true }
    return a < b
}
for title in sectionTitles {
    let names = grouped[title]!.map(\.name).sorted { $0.lowercased() < $1.lowercased() }
    print("\(title): \(names.joined(separator: ", "))")
}
let favorites = contacts.filter(\.favorite).map(\.name)
print("favorites:", favorites)
print(sectionTitles.count, grouped["B"]?.count ?? 0, grouped["Q"]?.count as Any)
let single = [sectionTitles.first!: grouped[sectionTitles.first!]!.count]
print(single)
