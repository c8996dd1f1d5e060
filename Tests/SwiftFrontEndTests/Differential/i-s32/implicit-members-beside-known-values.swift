struct Spacing: Equatable {
    var points: Double
    static let tight = Spacing(points: 4)
    static let loose = Spacing(points: 16)
}
final class Theme {
    let name: String
    init(name: String) { self.name = name }
    static let dark = Theme(name: "dark")
}
enum Align { case leading, center, trailing }
let current = Spacing(points: 4)
print(current == .tight, current != .loose, .loose == current)
let maybe: Spacing? = Spacing(points: 16)
print(maybe == .loose, maybe == .tight)
let theme = Theme.dark
print(theme === Theme.dark, theme.name)
let choices = [Spacing.tight, .loose]
print(choices.map(\.points), [Align.center, .trailing].count)
let align = Align.center
print(align == .center, [align, .leading].contains(.leading))
