var stack = [1, 2, 3, 4, 5, 6]
while let top = stack.popLast() {
    defer { print("popped \(top)") }
    if top % 2 == 0 { continue }
    if top == 1 { break }
    print("odd \(top)")
}
print("left:", stack)
let entries = ["a=1", "b", "c=x", "d=4"]
var parsed: [(String, Int)] = []
for e in entries {
    let kv = e.split(separator: "=")
    guard kv.count == 2 else { print("skip \(e)"); continue }
    guard let v = Int(kv[1]) else { print("bad value in \(e)"); continue }
    parsed.append((String(kv[0]), v))
}
print(parsed)
var n = 0
loop: repeat {
    n += 1
    switch n {
    case 2: continue loop
    case 5: break loop
    default: print("n", n)
    }
} while n < 10
print("stopped at", n)
