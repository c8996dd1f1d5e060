// static members are shared; class members can be overridden by subclasses.
class Theme {
    static var instances = 0
    static let defaultFont = "System"
    class var accentColor: String { "blue" }
    class func make() -> Theme {
        instances += 1
        return Theme()
    }
    func describe() -> String { "\(Self.self) accent \(type(of: self).accentColor)" }
}

class DarkTheme: Theme {
    override class var accentColor: String { "orange" }
    override class func make() -> Theme {
        instances += 1
        return DarkTheme()
    }
}

let themes = [Theme.make(), DarkTheme.make(), DarkTheme.make()]
for t in themes {
    print(t.describe())
}
print(Theme.instances, DarkTheme.instances)
print(Theme.defaultFont, DarkTheme.accentColor)
