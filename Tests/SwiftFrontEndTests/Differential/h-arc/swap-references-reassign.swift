final class Slot {
    let label: String
    init(_ label: String) {
        self.label = label
        print("Slot \(label) init")
    }
    deinit { print("Slot \(label) deinit") }
}

final class Layout {
    var primary: Slot
    var secondary: Slot?
    init(primary: Slot) { self.primary = primary }
    func replacePrimary(with label: String) {
        print("replace \(primary.label) with \(label)")
        primary = Slot(label)
        print("replaced")
    }
    deinit { print("Layout deinit (primary \(primary.label))") }
}

func run() {
    var layout: Layout? = Layout(primary: Slot("left"))
    layout!.secondary = Slot("right")
    swap(&layout!.primary, &layout!.secondary!)
    print("primary \(layout!.primary.label), secondary \(layout!.secondary!.label)")

    layout!.replacePrimary(with: "center")
    print("primary \(layout!.primary.label)")

    var list = [Slot("x"), Slot("y"), Slot("z")]
    list.swapAt(0, 2)
    print("list \(list.map { $0.label })")
    print("overwrite index 1")
    list[1] = Slot("w")
    list.reverse()
    print("list \(list.map { $0.label })")
    list.removeFirst()
    print("list \(list.map { $0.label })")
    var old = layout!.secondary
    layout!.secondary = nil
    print("still have \(old!.label)")
    old = nil
    print("old cleared")
    list.removeAll()
    print("list cleared")
    layout = nil
    print("end run")
}

run()
