enum Tab: Int, CaseIterable, CustomStringConvertible {
    case home, search, library, profile
    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .library: return "Library"
        case .profile: return "Me"
        }
    }
    var description: String { "Tab(\(title))" }
}
struct TabBarModel {
    private(set) var selected: Tab = .home
    var badges: [Tab: Int] = [:]
    private(set) var history: [Tab] = []
    mutating func select(_ tab: Tab) {
        guard tab != selected else { return }
        history.append(selected)
        selected = tab
        badges[tab] = nil
    }
    mutating func goBack() -> Bool {
        guard let last = history.popLast() else { return false }
        selected = last
        return true
    }
    func label(for tab: Tab) -> String {
        let marker = tab == selected ? "*" : " "
        if let count = badges[tab], count > 0 { return "\(marker)\(tab.title)(\(count))" }
        return "\(marker)\(tab.title)"
    }
}
var bar = TabBarModel()
bar.badges[.library] = 2
bar.badges[.profile] = 1
print(Tab.allCases.map { bar.label(for: $0) }.joined(separator: " "))
bar.select(.library)
bar.select(.library)
bar.select(.search)
print(Tab.allCases.map { bar.label(for: $0) }.joined(separator: " "))
print(bar.history)
print(bar.goBack(), bar.selected, bar.goBack(), bar.goBack(), bar.selected)
print(Tab(rawValue: 3) as Any, Tab(rawValue: 9) as Any)
print(Tab(rawValue: 7)!.title)
