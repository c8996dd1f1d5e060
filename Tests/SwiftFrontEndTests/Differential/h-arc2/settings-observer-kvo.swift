// Settings store with per-key observation tokens; token lifetime controls observation
final class ObservationToken {
    private let cancel: () -> Void
    let label: String
    init(_ label: String, cancel: @escaping () -> Void) { self.label = label; self.cancel = cancel }
    deinit { print("token \(label) cancelled"); cancel() }
}

final class Settings {
    private var values: [String: Int] = [:]
    private var observers: [String: [Int: (Int) -> Void]] = [:]
    private var seq = 0
    func observe(_ key: String, _ f: @escaping (Int) -> Void) -> ObservationToken {
        seq += 1
        let id = seq
        observers[key, default: [:]][id] = f
        return ObservationToken("\(key)#\(id)") { [weak self] in
            self?.observers[key]?[id] = nil
            print("  observers for \(key): \(self?.observers[key]?.count ?? -1)")
        }
    }
    func set(_ key: String, _ v: Int) {
        values[key] = v
        print("set \(key)=\(v)")
        let obs = observers[key] ?? [:]
        for id in obs.keys.sorted() { obs[id]!(v) }
    }
    deinit { print("settings deinit") }
}

final class ThemeController {
    var tokens: [ObservationToken] = []
    var fontSize = 0
    init(settings: Settings) {
        print("theme init")
        tokens.append(settings.observe("font") { [weak self] v in self?.fontSize = v; print("  theme font \(v)") })
        tokens.append(settings.observe("dark") { v in print("  theme dark \(v)") })
    }
    deinit { print("theme deinit (font \(fontSize))") }
}

var settings: Settings? = Settings()
var theme: ThemeController? = ThemeController(settings: settings!)
var adhoc: ObservationToken? = settings!.observe("font") { v in print("  adhoc font \(v)") }
settings!.set("font", 12)
settings!.set("dark", 1)
adhoc = nil
settings!.set("font", 14)
theme!.tokens.removeLast()
settings!.set("dark", 0)
theme = nil
settings!.set("font", 16)
let late = settings!.observe("font") { _ in }
settings = nil
print("settings gone; token \(late.label) still held")
print("end")
