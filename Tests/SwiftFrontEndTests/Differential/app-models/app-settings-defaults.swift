import Foundation

enum Theme: String {
    case light, dark, system
}

struct AppSettings {
    var theme: Theme = .system
    var fontScale: Double = 1.0
    var notificationsEnabled = true
    var username: String?

    var greeting: String {
        if let name = username, !name.isEmpty {
            return "Welcome back, \(name)"
        }
        return "Welcome, guest"
    }

    var effectiveFontSize: Double { (17.0 * fontScale).rounded() }

    func summary() -> [String] {
        [
            "theme=\(theme.rawValue)",
            "font=\(effectiveFontSize)",
            "notifications=\(notificationsEnabled ? "on" : "off")",
        ]
    }
}

var settings = AppSettings()
print(settings.greeting)
print(settings.summary().joined(separator: ", "))
settings.username = ""
print(settings.greeting)
settings.username = "mika"
settings.theme = Theme(rawValue: "dark") ?? .light
settings.fontScale = 1.35
settings.notificationsEnabled.toggle()
print(settings.greeting)
print(settings.summary().joined(separator: ", "))
let bogus = Theme(rawValue: "sepia")
print("bogus theme:", bogus?.rawValue ?? "nil")
