// A menu built for any CaseIterable option type: the selected option is written as a bare
// case (`.oldest`), which names a case of the type the first argument binds.
protocol MenuOption: CaseIterable, RawRepresentable where RawValue == String {
    static var title: String { get }
}
enum SortOrder: String, MenuOption {
    case newest, oldest, popular
    static var title: String { "Sort" }
}
enum Density: String, MenuOption {
    case compact, regular
    static var title: String { "Density" }
}

func menu<O: MenuOption>(_ type: O.Type, selected: O) -> [String] {
    ["# \(O.title)"] + O.allCases.map { ($0.rawValue == selected.rawValue ? "* " : "  ") + $0.rawValue }
}

for line in menu(SortOrder.self, selected: .oldest) { print(line) }
for line in menu(Density.self, selected: .regular) { print(line) }
