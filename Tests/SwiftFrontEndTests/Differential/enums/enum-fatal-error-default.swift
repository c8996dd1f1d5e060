// A default case that should never happen ends in fatalError.
enum Route: String {
    case home, profile, settings, debug
}

func title(for route: Route) -> String {
    switch route {
    case .home: return "Home"
    case .profile: return "Profile"
    case .settings: return "Settings"
    default:
        fatalError("no screen for \(route)")
    }
}

let paths = ["home", "settings", "profile", "debug"]
for path in paths {
    guard let route = Route(rawValue: path) else { continue }
    print(path, "->", title(for: route))
}
print("not reached")
