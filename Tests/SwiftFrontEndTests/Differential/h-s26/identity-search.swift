final class Tab: CustomStringConvertible {
    let title: String
    var isPinned = false
    init(_ t: String) { title = t }
    var description: String { isPinned ? "[\(title)]" : title }
}
var tabs = ["Home", "Mail", "News", "Docs"].map(Tab.init)
let mail = tabs[1]
mail.isPinned = true
print(tabs)
if let i = tabs.firstIndex(where: { $0 === mail }) {
    tabs.remove(at: i)
    tabs.insert(mail, at: 0)
}
print(tabs)
let pinned = tabs.filter(\.isPinned)
let rest = tabs.filter { !$0.isPinned }.sorted { $0.title < $1.title }
print(pinned + rest)
tabs.last!.isPinned = true
print(tabs.map(\.description).joined(separator: " | "))
print(tabs.contains { $0 === Tab("Home") }, tabs.contains { $0.title == "Home" })
