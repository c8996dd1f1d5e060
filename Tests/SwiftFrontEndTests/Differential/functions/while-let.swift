// while let drains a queue and an iterator.
var queue = ["download", "unzip", "install"]
while let job = queue.first {
    queue.removeFirst()
    print("running", job, "remaining", queue.count)
}
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print("popped", top)
}
var iterator = ["x", "y"].makeIterator()
while let element = iterator.next() {
    print("next", element)
}
print(iterator.next() as Any)
var lines = ["a", "b", "", "c"]
while let line = lines.first, !line.isEmpty {
    print("line", line)
    lines.removeFirst()
}
print(lines)
