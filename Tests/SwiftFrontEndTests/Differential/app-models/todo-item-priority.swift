struct TodoItem: Equatable {
    enum Priority: Int, Comparable {
        case low = 1, medium, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
        var label: String {
            switch self {
            case .low: return "low"
            case .medium: return "med"
            case .high: return "HIGH"
            }
        }
    }

    var title: String
    var priority: Priority
    var done = false

    var displayLine: String {
        "[\(done ? "x" : " ")] \(title) (\(priority.label))"
    }
}

var list: [TodoItem] = [
    TodoItem(title: "Write tests", priority: .medium),
    TodoItem(title: "Fix crash", priority: .high),
    TodoItem(title: "Update icon", priority: .low),
    TodoItem(title: "Review PR", priority: .high),
]
list[1].done = true
let sorted = list.sorted { a, b in
    if a.done != b.done { return !a.done }
    if a.priority != b.priority { return a.priority > b.priority }
    return a.title < b.title
}
for item in sorted { print(item.displayLine) }
let pending = list.filter { !$0.done }
print("Pending: \(pending.count), max priority: \(pending.map(\.priority).max()!.label)")
print(list[0] == TodoItem(title: "Write tests", priority: .medium))
