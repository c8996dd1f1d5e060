final class DownloadTask {
    enum State: Equatable {
        case pending
        case running(received: Int)
        case finished
        case cancelled
    }

    let total: Int
    private(set) var log: [String] = []
    var state: State = .pending {
        willSet { log.append("will \(newValue)") }
        didSet {
            if case .running(let received) = state, received >= total {
                state = .finished
            }
        }
    }

    init(total: Int) { self.total = total }

    func receive(_ bytes: Int) {
        switch state {
        case .pending: state = .running(received: bytes)
        case .running(let received): state = .running(received: received + bytes)
        case .finished, .cancelled: log.append("ignored \(bytes)")
        }
    }

    var percent: Int {
        switch state {
        case .pending, .cancelled: return 0
        case .running(let r): return r * 100 / total
        case .finished: return 100
        }
    }
}

let task = DownloadTask(total: 1000)
for chunk in [250, 300, 200, 400, 50] {
    task.receive(chunk)
    print("\(task.percent)% \(task.state)")
}
print(task.log.joined(separator: "\n"))
