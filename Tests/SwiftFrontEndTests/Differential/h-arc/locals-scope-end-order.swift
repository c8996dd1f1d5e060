final class Resource {
    let label: String
    init(_ label: String) { self.label = label; print("open \(label)") }
    func use() { print("use \(label)") }
    deinit { print("close \(label)") }
}

func branch(_ flag: Bool) {
    print("branch(\(flag)) start")
    if flag {
        let session = Resource("session")
        session.use()
        print("leaving if")
    } else {
        let guest = Resource("guest")
        print("leaving else with \(guest.label)")
    }
    print("branch(\(flag)) end")
}

func nestedDo() {
    let outer = Resource("outer")
    do {
        let middle = Resource("middle")
        do {
            let inner = Resource("inner")
            inner.use()
            middle.use()
        }
        print("after innermost do")
        middle.use()
    }
    print("after middle do")
    outer.use()
}

func early(_ stop: Bool) -> String {
    let tracker = Resource("tracker-\(stop)")
    guard !stop else {
        print("early exit")
        return tracker.label
    }
    tracker.use()
    print("normal exit")
    return "ok"
}

branch(true)
branch(false)
print("---")
nestedDo()
print("---")
print(early(true))
print(early(false))
print("done")
