// Singly linked queue with generic node class; dequeue releases nodes one at a time
final class Job {
    let name: String
    init(_ n: String) { name = n; print("job \(n) created") }
    deinit { print("job \(name) destroyed") }
}

final class ListNode<T> {
    var value: T
    var next: ListNode<T>?
    init(_ v: T) { value = v }
    deinit { print("  node<\(T.self)> freed") }
}

struct Queue<T> {
    private var head: ListNode<T>?
    private var tail: ListNode<T>?
    private(set) var count = 0
    mutating func enqueue(_ v: T) {
        let n = ListNode(v)
        if let t = tail { t.next = n } else { head = n }
        tail = n
        count += 1
    }
    mutating func dequeue() -> T? {
        guard let h = head else { return nil }
        head = h.next
        if head == nil { tail = nil }
        count -= 1
        return h.value
    }
    var peek: T? { head?.value }
}

func drain(_ q: inout Queue<Job>, max: Int) {
    var done = 0
    defer { print("drained \(done)") }
    while done < max, let j = q.dequeue() {
        print("running \(j.name)")
        done += 1
    }
}

var q = Queue<Job>()
q.enqueue(Job("a"))
q.enqueue(Job("b"))
q.enqueue(Job("c"))
print("peek:", q.peek?.name ?? "-", "count", q.count)
drain(&q, max: 2)
print("count", q.count)
q.enqueue(Job("d"))
if let j = q.dequeue() { print("manual \(j.name)") }
print("remaining", q.count)
q = Queue<Job>()
print("queue reset")
var ints = Queue<Int>()
for i in 1...2 { ints.enqueue(i * 10) }
while let x = ints.dequeue() { print("int", x) }
print("end")
