import Foundation
enum SettingKind {
    case toggle(Bool)
    case slider(value: Double, range: ClosedRange<Double>)
    case choice(options: [String], selected: Int)
}
struct SettingRow {
    let title: String
    var kind: SettingKind
    var valueDescription: String {
        switch kind {
        case .toggle(let on):
            return on ? "On" : "Off"
        case let .slider(value, range):
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            return "\(Int((fraction * 100).rounded()))%"
        case let .choice(options, selected):
            return options.indices.contains(selected) ? options[selected] : "?"
        }
    }
}
struct SettingsSection {
    let header: String
    var rows: [SettingRow]
}
var sections = [
    SettingsSection(header: "General", rows: [
        SettingRow(title: "Notifications", kind: .toggle(true)),
        SettingRow(title: "Volume", kind: .slider(value: 3, range: 0...8)),
    ]),
    SettingsSection(header: "Appearance", rows: [
        SettingRow(title: "Theme", kind: .choice(options: ["Light", "Dark", "Auto"], selected: 2)),
        SettingRow(title: "Text Size", kind: .slider(value: 14, range: 10...20)),
    ]),
]
sections[0].rows[0].kind = .toggle(false)
sections[1].rows[0].kind = .choice(options: ["Light", "Dark"], selected: 5)
for section in sections {
    print("== \(section.header.uppercased()) ==")
    for row in section.rows {
        print("  \(row.title): \(row.valueDescription)")
    }
}
let total = sections.reduce(0) { $0 + $1.rows.count }
print("rows: \(total)")
