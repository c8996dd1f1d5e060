protocol ThemeObserver: AnyObject {
    var id: String { get }
    func themeChanged(to theme: String)
}

struct WeakBox {
    weak var value: ThemeObserver?
}

final class ThemeManager {
    private var observers: [WeakBox] = []
    var theme = "light"

    func add(_ o: ThemeObserver) { observers.append(WeakBox(value: o)) }

    func setTheme(_ t: String) {
        theme = t
        observers.removeAll { $0.value == nil }
        print("notify \(observers.count) observers of \(t)")
        for box in observers { box.value?.themeChanged(to: t) }
    }
}

final class Label: ThemeObserver {
    let id: String
    init(_ id: String) { self.id = id }
    func themeChanged(to theme: String) { print("  \(id) restyled for \(theme)") }
    deinit { print("  \(id) deinit") }
}

func run() {
    let manager = ThemeManager()
    let title = Label("title")
    var subtitle: Label? = Label("subtitle")
    manager.add(title)
    manager.add(subtitle!)
    do {
        let badge = Label("badge")
        manager.add(badge)
        manager.setTheme("dark")
    }
    manager.setTheme("sepia")
    subtitle = nil
    manager.setTheme("light")
    var temp: [Label] = [Label("row0"), Label("row1")]
    for l in temp { manager.add(l) }
    manager.setTheme("blue")
    temp.remove(at: 0)
    manager.setTheme("green")
    temp = []
    manager.setTheme("red")
    print("end run with \(title.id)")
}

run()
