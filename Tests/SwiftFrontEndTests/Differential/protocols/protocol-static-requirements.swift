// Static requirements and initialiser requirements used through a generic.
protocol Defaultable {
    static var defaultValue: Self { get }
    static func named(_ name: String) -> Self?
}

struct Color: Defaultable {
    let name: String
    static var defaultValue: Color { Color(name: "black") }
    static func named(_ name: String) -> Color? {
        ["red", "green", "blue"].contains(name) ? Color(name: name) : nil
    }
}

struct FontSize: Defaultable {
    let points: Int
    static var defaultValue: FontSize { FontSize(points: 12) }
    static func named(_ name: String) -> FontSize? {
        switch name {
        case "small": return FontSize(points: 10)
        case "large": return FontSize(points: 18)
        default: return nil
        }
    }
}

func resolve<T: Defaultable>(_ name: String, as type: T.Type) -> T {
    T.named(name) ?? T.defaultValue
}

print(resolve("red", as: Color.self).name)
print(resolve("pink", as: Color.self).name)
print(resolve("large", as: FontSize.self).points)
print(resolve("huge", as: FontSize.self).points)
