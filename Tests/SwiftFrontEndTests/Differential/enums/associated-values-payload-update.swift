// Updating an enum's associated value by rebuilding the case.
enum Download {
    case pending
    case running(progress: Int)
    case finished(bytes: Int)
    case failed(reason: String)

    mutating func advance(by step: Int) {
        switch self {
        case .pending:
            self = .running(progress: step)
        case .running(let p) where p + step >= 100:
            self = .finished(bytes: 1024)
        case .running(let p):
            self = .running(progress: p + step)
        case .finished, .failed:
            break
        }
    }

    var label: String {
        switch self {
        case .pending: return "pending"
        case .running(let p): return "\(p)%"
        case .finished(let bytes): return "done (\(bytes) bytes)"
        case .failed(let reason): return "failed: \(reason)"
        }
    }
}

var d = Download.pending
for _ in 0..<5 {
    d.advance(by: 30)
    print(d.label)
}
var e = Download.failed(reason: "timeout")
e.advance(by: 10)
print(e.label)
print(d)
