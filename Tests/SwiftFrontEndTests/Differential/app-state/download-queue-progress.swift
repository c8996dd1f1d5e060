enum DownloadPhase {
    case queued
    case downloading(received: Int, total: Int?)
    case done(bytes: Int)
    case failed(code: Int)
}

struct Download {
    let name: String
    var phase: DownloadPhase = .queued

    var progressText: String {
        switch phase {
        case .queued:
            return "waiting"
        case .downloading(let r, nil):
            return "\(r) bytes"
        case .downloading(let r, let t?) where t > 0:
            return "\(r * 100 / t)%"
        case .downloading:
            return "starting"
        case .done(let b):
            return "done (\(b / 1024) KB)"
        case .failed(let code) where (500..<600).contains(code):
            return "server error \(code)"
        case .failed(let code):
            return "failed \(code)"
        }
    }
}

var queue = [Download(name: "a.zip"), Download(name: "b.mov"), Download(name: "c.pdf"), Download(name: "d.txt")]
print(queue.map { "\($0.name): \($0.progressText)" })
queue[0].phase = .downloading(received: 300, total: 1200)
queue[1].phase = .downloading(received: 5000, total: nil)
queue[2].phase = .failed(code: 503)
queue[3].phase = .downloading(received: 0, total: 0)
for d in queue { print("\(d.name): \(d.progressText)") }
queue[0].phase = .done(bytes: 1_250_000)
queue[2].phase = .failed(code: 404)
print(queue[0].progressText, "|", queue[2].progressText)
