enum LoadState {
    case idle
    case loading(progress: Double)
    case loaded(items: [String])
    case failed(message: String, retryable: Bool)
}

func describe(_ state: LoadState) -> String {
    switch state {
    case .idle:
        return "Idle"
    case .loading(let p) where p >= 1.0:
        return "Finishing…"
    case .loading(let p):
        return "Loading \(Int(p * 100))%"
    case .loaded(let items) where items.isEmpty:
        return "Nothing here"
    case .loaded(let items):
        return "Loaded \(items.count): \(items.joined(separator: ", "))"
    case let .failed(message, true):
        return "Error: \(message) (tap to retry)"
    case .failed(let message, _):
        return "Fatal: \(message)"
    }
}

let states: [LoadState] = [
    .idle,
    .loading(progress: 0.25),
    .loading(progress: 1.0),
    .loaded(items: []),
    .loaded(items: ["News", "Sports"]),
    .failed(message: "Timeout", retryable: true),
    .failed(message: "Unauthorized", retryable: false),
]
for s in states { print(describe(s)) }
