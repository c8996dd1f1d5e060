enum Accessory: Equatable {
    case none
    case checkmark
    case disclosure
    case badge(Int)
}

struct CellConfiguration {
    var title: String
    var subtitle: String? = nil
    var accessory: Accessory = .none
    var isEnabled = true

    var accessibilityLabel: String {
        var parts = [title]
        if let subtitle = subtitle { parts.append(subtitle) }
        switch accessory {
        case .badge(let n) where n > 99: parts.append("99+ new")
        case .badge(let n) where n > 0: parts.append("\(n) new")
        case .checkmark: parts.append("selected")
        default: break
        }
        if !isEnabled { parts.append("dimmed") }
        return parts.joined(separator: ", ")
    }
}

var cells = [
    CellConfiguration(title: "Inbox", accessory: .badge(3)),
    CellConfiguration(title: "Archive", subtitle: "Older mail", accessory: .disclosure),
    CellConfiguration(title: "Spam", accessory: .badge(250), isEnabled: false),
    CellConfiguration(title: "Dark Mode", accessory: .checkmark),
]
cells[0].accessory = .badge(0)
for cell in cells {
    print(cell.accessibilityLabel)
}
print(cells[3].accessory == .checkmark)
print(cells.filter { $0.accessory != .none }.count)
print(cells[1].accessory)
