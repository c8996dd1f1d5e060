// Overriding a computed property; the override reads super's value.
class Screen {
    var title: String { "Screen" }
    var subtitle: String { "" }
    func header() -> String {
        subtitle.isEmpty ? title : "\(title) - \(subtitle)"
    }
}

class SettingsScreen: Screen {
    override var title: String { "Settings > " + super.title }
}

class AccountScreen: SettingsScreen {
    override var title: String { super.title.uppercased() }
    override var subtitle: String { "Account" }
}

let screens = [Screen(), SettingsScreen(), AccountScreen()]
for screen in screens {
    print(screen.header())
}
let base: Screen = AccountScreen()
print(base.title)
