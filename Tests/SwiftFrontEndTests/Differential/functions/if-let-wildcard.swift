// `if let _ = x` tests for a value without binding a name; `guard let _` too.
final class Panel {
    var left: String?
    var right: String?
    init(left: String?, right: String?) { self.left = left; self.right = right }
}

func describe(_ panel: Panel) -> String {
    if let _ = panel.left, let right = panel.right {
        return "both, right is \(right)"
    } else if let _ = panel.left {
        return "left only"
    }
    guard let _ = panel.right else { return "none" }
    return "right only"
}

for panel in [Panel(left: "a", right: "b"), Panel(left: "a", right: nil), Panel(left: nil, right: "b"), Panel(left: nil, right: nil)] {
    print(describe(panel))
}
