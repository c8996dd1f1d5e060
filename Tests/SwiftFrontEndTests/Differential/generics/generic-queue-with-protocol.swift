// A generic queue whose elements must conform to a protocol.
protocol Job {
    var name: String { get }
    var cost: Int { get }
}

struct PrintJob: Job {
    let name: String
    let pages: Int
    var cost: Int { pages }
}

struct Queue<J: Job> {
    private var jobs: [J] = []
    mutating func enqueue(_ job: J) { jobs.append(job) }
    mutating func dequeue() -> J? { jobs.isEmpty ? nil : jobs.removeFirst() }
    var totalCost: Int { jobs.reduce(0) { $0 + $1.cost } }
    func names() -> [String] { jobs.map(\.name) }
}

var queue = Queue<PrintJob>()
queue.enqueue(PrintJob(name: "report", pages: 12))
queue.enqueue(PrintJob(name: "photo", pages: 1))
queue.enqueue(PrintJob(name: "thesis", pages: 80))
print(queue.names(), queue.totalCost)
while let job = queue.dequeue() {
    print("printing \(job.name), \(queue.totalCost) pages left")
}
print(queue.dequeue() == nil)
