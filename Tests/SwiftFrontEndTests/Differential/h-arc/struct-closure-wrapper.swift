final class Counter {
    let name: String
    var value = 0
    init(name: String) { self.name = name }
    deinit { print("Counter \(name) deinit at \(value)") }
}

struct Action {
    let title: String
    let perform: () -> Void
}

struct Toolbar {
    var actions: [Action] = []
    mutating func add(_ title: String, _ perform: @escaping () -> Void) {
        actions.append(Action(title: title, perform: perform))
    }
    func tapAll() {
        for a in actions {
            print("tap \(a.title)")
            a.perform()
        }
    }
}

func makeToolbar() -> Toolbar {
    let likes = Counter(name: "likes")
    let shares = Counter(name: "shares")
    var bar = Toolbar()
    bar.add("like") { likes.value += 1; print("  likes = \(likes.value)") }
    bar.add("share") { [weak shares] in
        shares?.value += 1
        print("  shares = \(shares?.value ?? -1)")
    }
    bar.add("like twice") { likes.value += 2; print("  likes = \(likes.value)") }
    print("toolbar built")
    return bar
}

func run() {
    var bar: Toolbar? = makeToolbar()
    print("returned from makeToolbar")
    bar?.tapAll()
    var copy = bar
    bar = nil
    print("original cleared, copy has \(copy?.actions.count ?? 0)")
    copy?.actions.remove(at: 0)
    print("removed first action")
    copy?.actions.removeAll()
    print("all actions removed")
    copy = nil
    print("end run")
}

run()
