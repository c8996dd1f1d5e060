// Several defers run in reverse order when the scope ends.
func work() {
    print("start")
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    defer { print("defer 3") }
    print("end of body")
}
work()
for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 { continue }
    print("iteration \(i)")
}
