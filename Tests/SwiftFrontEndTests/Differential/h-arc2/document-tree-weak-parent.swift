// UI view hierarchy: addSubview/removeFromSuperview with weak superview
class View {
    let tag: String
    weak var superview: View?
    private(set) var subviews: [View] = []
    init(_ tag: String) { self.tag = tag; print("alloc \(tag)") }
    deinit { print("dealloc \(tag)") }
    func addSubview(_ v: View) {
        v.removeFromSuperview()
        v.superview = self
        subviews.append(v)
        v.didMove()
    }
    func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        print("\(tag) removed from \(s.tag)")
    }
    func didMove() { print("\(tag) moved to \(superview?.tag ?? "nil")") }
    var hierarchy: String { tag + (subviews.isEmpty ? "" : "(" + subviews.map { $0.hierarchy }.joined(separator: " ") + ")") }
}

final class Button: View {
    var action: (() -> Void)?
    override func didMove() { super.didMove(); print("  button \(tag) ready") }
    deinit { print("button \(tag) teardown") }
}

var window: View? = View("window")
let content = View("content")
window!.addSubview(content)
do {
    let toolbar = View("toolbar")
    content.addSubview(toolbar)
    let ok = Button("ok")
    ok.action = { [weak ok] in print("tapped \(ok?.tag ?? "?") in \(ok?.superview?.tag ?? "?")") }
    toolbar.addSubview(ok)
    ok.action?()
}
print(window!.hierarchy)
let bar = content.subviews[0]
let ok = bar.subviews[0] as! Button
content.addSubview(ok)
print(window!.hierarchy)
bar.removeFromSuperview()
print("bar superview:", bar.superview?.tag ?? "nil")
ok.removeFromSuperview()
ok.action?()
window = nil
print("content superview:", content.superview?.tag ?? "nil")
print("end")
