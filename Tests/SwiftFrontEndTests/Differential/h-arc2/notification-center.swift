// Hand-built notification center with weak observer boxes and block observers
final class WeakBox {
    weak var target: AnyObject?
    let selector: (AnyObject, String) -> Void
    init(_ t: AnyObject, _ s: @escaping (AnyObject, String) -> Void) { target = t; selector = s }
}

final class NotificationCenter {
    static let shared = NotificationCenter()
    private var table: [String: [WeakBox]] = [:]
    private var blocks: [String: [(String) -> Void]] = [:]
    func addObserver(_ o: AnyObject, name: String, _ s: @escaping (AnyObject, String) -> Void) {
        table[name, default: []].append(WeakBox(o, s))
    }
    func addBlock(name: String, _ b: @escaping (String) -> Void) { blocks[name, default: []].append(b) }
    func post(_ name: String, _ payload: String) {
        print("post \(name): \(payload)")
        var boxes = table[name] ?? []
        let before = boxes.count
        boxes.removeAll { $0.target == nil }
        if boxes.count != before { print("  pruned \(before - boxes.count) dead observers") }
        table[name] = boxes
        for b in boxes { if let t = b.target { b.selector(t, payload) } }
        for blk in blocks[name] ?? [] { blk(payload) }
    }
    func removeBlocks(_ name: String) { blocks[name] = nil; print("blocks for \(name) removed") }
}

final class BadgeView {
    let id: Int
    var count = 0
    init(id: Int) {
        self.id = id
        print("badge \(id) init")
        NotificationCenter.shared.addObserver(self, name: "msg") { obj, p in
            let me = obj as! BadgeView
            me.count += 1
            print("  badge \(me.id) count=\(me.count) (\(p))")
        }
    }
    deinit { print("badge \(id) deinit") }
}

final class Session {
    let user: String
    init(user: String) { self.user = user; print("session \(user) start") }
    deinit { print("session \(user) end") }
}

var b1: BadgeView? = BadgeView(id: 1)
var b2: BadgeView? = BadgeView(id: 2)
NotificationCenter.shared.post("msg", "hello")
b1 = nil
NotificationCenter.shared.post("msg", "again")
do {
    let s = Session(user: "zoe")
    NotificationCenter.shared.addBlock(name: "logout") { p in print("  logging out \(s.user): \(p)") }
}
print("session captured by block")
NotificationCenter.shared.post("logout", "timeout")
NotificationCenter.shared.removeBlocks("logout")
b2 = nil
NotificationCenter.shared.post("msg", "nobody")
print("end")
