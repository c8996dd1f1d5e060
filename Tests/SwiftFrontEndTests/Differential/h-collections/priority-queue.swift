struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }
    var count: Int { heap.count }
    var peek: Element? { heap.first }
    mutating func push(_ e: Element) {
        heap.append(e)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard before(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }
    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < heap.count && before(heap[l], heap[best]) { best = l }
            if r < heap.count && before(heap[r], heap[best]) { best = r }
            if best == i { break }
            heap.swapAt(i, best)
            i = best
        }
        return top
    }
}
var jobs = PriorityQueue<(name: String, priority: Int)> { $0.priority > $1.priority }
for (n, p) in [("backup", 2), ("render", 9), ("email", 5), ("index", 7), ("cleanup", 1)] {
    jobs.push((n, p))
}
print(jobs.count, jobs.peek?.name ?? "-")
var order: [String] = []
while let job = jobs.pop() { order.append("\(job.name):\(job.priority)") }
print(order)
var numbers = PriorityQueue<Int>(by: <)
[15, 3, 22, 8, 3, 1].forEach { numbers.push($0) }
print(numbers.pop()!, numbers.pop()!, numbers.pop()!, numbers.count)
print(jobs.pop() as Any)
