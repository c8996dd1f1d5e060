final class Debouncer {
    private let interval: Int
    private var pending: (time: Int, action: () -> Void)?
    private(set) var fired = 0

    init(interval: Int) { self.interval = interval }

    func call(at time: Int, _ action: @escaping () -> Void) {
        pending = (time, action)
    }

    func tick(now: Int) {
        guard let p = pending, now - p.time >= interval else { return }
        pending = nil
        fired += 1
        p.action()
    }
}

let debouncer = Debouncer(interval: 300)
var searchQuery = ""
let keystrokes: [(Int, Character)] = [(0, "s"), (100, "w"), (250, "i"), (900, "f"), (1000, "t"), (1700, "!")]
var ks = keystrokes[...]
for now in stride(from: 0, through: 2200, by: 50) {
    while let (t, ch) = ks.first, t == now {
        ks.removeFirst()
        searchQuery.append(ch)
        let snapshot = searchQuery
        debouncer.call(at: now) { print("t=\(now): search for \"\(snapshot)\"") }
    }
    debouncer.tick(now: now)
}
print("fired \(debouncer.fired) of \(keystrokes.count) keystrokes")
