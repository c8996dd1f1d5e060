// removeFirst on an empty string traps (popFirst would return nil).
var queue = "abc"
print("queue", queue)
while true {
    let next = queue.removeFirst()
    print("took", next, "left", queue.count)
    if next == "z" { break }
}
print("not reached")
