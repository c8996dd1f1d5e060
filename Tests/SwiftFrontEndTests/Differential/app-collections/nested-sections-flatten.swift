struct Row { let id: Int; let title: String; let hidden: Bool }
struct Section { let header: String; var rows: [Row] }

var sections = [
    Section(header: "Account", rows: [Row(id: 1, title: "Profile", hidden: false), Row(id: 2, title: "Password", hidden: false)]),
    Section(header: "Labs", rows: [Row(id: 3, title: "Beta features", hidden: true)]),
    Section(header: "General", rows: [Row(id: 4, title: "Language", hidden: false), Row(id: 5, title: "Debug", hidden: true), Row(id: 6, title: "About", hidden: false)]),
]

let visible = sections
    .map { Section(header: $0.header, rows: $0.rows.filter { !$0.hidden }) }
    .filter { !$0.rows.isEmpty }

for (s, section) in visible.enumerated() {
    print("Section \(s): \(section.header.uppercased())")
    for (r, row) in section.rows.enumerated() { print("  [\(s),\(r)] #\(row.id) \(row.title)") }
}
let flat = visible.flatMap(\.rows).map(\.id)
print("flat ids:", flat, "total rows:", sections.map(\.rows.count).reduce(0, +))
if let path = visible.enumerated().lazy.compactMap({ s, sec in sec.rows.firstIndex { $0.title == "About" }.map { (s, $0) } }).first {
    print("About is at section \(path.0) row \(path.1)")
}
sections[1].rows.append(Row(id: 7, title: "New toggle", hidden: false))
print(sections.map { "\($0.header):\($0.rows.count)" }.joined(separator: " "))
