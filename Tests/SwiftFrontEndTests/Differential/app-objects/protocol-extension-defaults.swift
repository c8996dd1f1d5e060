protocol Themable {
    var name: String { get }
    var accentColor: String { get }
    func applyTheme() -> String
}

extension Themable {
    var accentColor: String { "blue" }
    func applyTheme() -> String { "\(name) uses \(accentColor)" }
    func describe() -> String { "[\(name)]" }
}

struct Button: Themable {
    let name: String
}

struct Banner: Themable {
    let name: String
    var accentColor: String { "orange" }
}

class Toolbar: Themable {
    let name = "Toolbar"
    func applyTheme() -> String { "toolbar custom theme" }
    func describe() -> String { "<toolbar>" }
}

let elements: [Themable] = [Button(name: "OK"), Banner(name: "Promo"), Toolbar()]
for e in elements {
    print(e.applyTheme(), e.describe())
}
let toolbar = Toolbar()
print("concrete:", toolbar.describe(), "existential:", (toolbar as Themable).describe())
print(elements.map(\.accentColor))
