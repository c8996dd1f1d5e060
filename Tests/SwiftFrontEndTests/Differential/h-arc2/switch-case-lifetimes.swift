// Messages parsed into enum cases; objects created inside switch cases and loops, guard exits
final class Handle {
    let name: String
    init(_ n: String) { name = n; print("  open \(n)") }
    deinit { print("  close \(name)") }
}

enum Message {
    case open(String)
    case batch([String])
    case close
    case unknown(Int)
}

var active: Handle?

func handle(_ m: Message) -> Bool {
    defer { print("  handled \(m)") }
    switch m {
    case .open(let name):
        guard active == nil else { print("  already open: \(active!.name)"); return false }
        active = Handle(name)
    case .batch(let names):
        for n in names {
            let tmp = Handle("tmp-\(n)")
            if n == "skip" { print("  skipping \(tmp.name)"); continue }
            if n == "stop" { print("  stopping at \(tmp.name)"); break }
            print("  processed \(tmp.name)")
        }
    case .close:
        guard let h = active else { print("  nothing to close"); return false }
        active = nil
        print("  closing \(h.name) (local ref still held)")
    case .unknown(let code) where code < 0:
        let err = Handle("err\(code)")
        print("  negative code, logged to \(err.name)")
        return false
    case .unknown:
        print("  ignoring")
    }
    return true
}

let messages: [Message] = [.open("db"), .open("cache"), .batch(["a", "skip", "b", "stop", "c"]),
                           .close, .close, .unknown(-2), .unknown(3), .open("log")]
for (i, m) in messages.enumerated() {
    print("msg \(i)")
    let ok = handle(m)
    print("  -> \(ok)")
}
print("replace active")
active = Handle("log2")
print("active is \(active?.name ?? "nil")")
active = nil
print("end")
