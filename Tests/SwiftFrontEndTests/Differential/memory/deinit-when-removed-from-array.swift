// Objects held only by an array are released when removed from it.
class Tab {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("closed tab \(title)") }
}

var tabs = [Tab("Home"), Tab("Search"), Tab("Profile"), Tab("Settings")]
print("tabs: \(tabs.count)")
tabs.remove(at: 1)
print("removed one")
let last = tabs.removeLast()
print("popped \(last.title), still held")
tabs.removeAll { $0.title.hasPrefix("P") }
print("remaining \(tabs.map { $0.title })")
tabs = []
print("cleared")
