// A protocol inheriting from two others; a conformer satisfies all requirements.
protocol Identifiable2 {
    var id: Int { get }
}

protocol Titled {
    var title: String { get }
}

protocol ListItem: Identifiable2, Titled {
    var subtitle: String { get }
}

extension ListItem {
    var row: String { "#\(id) \(title) — \(subtitle)" }
}

struct Contact: ListItem {
    let id: Int
    let title: String
    let phone: String
    var subtitle: String { phone }
}

func printIDs(_ items: [Identifiable2]) {
    print(items.map { $0.id })
}

let contacts = [Contact(id: 2, title: "Bo", phone: "555-01"), Contact(id: 1, title: "Al", phone: "555-02")]
contacts.forEach { print($0.row) }
printIDs(contacts)
let titled: Titled = contacts[0]
print(titled.title)
print(titled is ListItem, titled is Identifiable2)
