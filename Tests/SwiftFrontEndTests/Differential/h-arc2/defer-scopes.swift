// defer blocks and scope ends in functions, loops, if/guard, switch cases, do blocks
final class Tracker {
    let tag: String
    init(_ t: String) { tag = t; print("  +\(t)") }
    deinit { print("  -\(tag)") }
}

func process(_ n: Int) -> String {
    let outer = Tracker("outer\(n)")
    defer { print("  defer process \(n) (\(outer.tag))") }
    guard n > 0 else {
        print("  guard exit")
        return "neg"
    }
    if n % 2 == 0 {
        let even = Tracker("even\(n)")
        defer { print("  defer even") }
        print("  even branch \(even.tag)")
    } else {
        print("  odd branch")
    }
    switch n {
    case 1:
        let one = Tracker("case1")
        print("  in case \(one.tag)")
    case 2...3:
        let mid = Tracker("mid")
        defer { print("  defer mid \(mid.tag)") }
    default:
        print("  default")
    }
    print("  end of body")
    return "ok\(n)"
}

for n in [0, 1, 2, 5] {
    print("call \(n)")
    let r = process(n)
    print("result \(r)")
}

print("loop scopes")
for i in 0..<3 {
    let t = Tracker("iter\(i)")
    defer { print("  defer iter \(i)") }
    if i == 1 { print("  continue \(t.tag)"); continue }
    print("  body \(t.tag)")
}
print("do scope")
do {
    let a = Tracker("A")
    defer { print("  defer A") }
    do {
        let b = Tracker("B")
        print("  inner \(a.tag)\(b.tag)")
    }
    print("  after inner")
}
print("end")
