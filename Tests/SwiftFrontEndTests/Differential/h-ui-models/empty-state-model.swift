enum LoadState<T> {
    case idle
    case loading(progress: Double)
    case loaded(T)
    case failed(message: String, canRetry: Bool)
}

struct ScreenModel {
    var state: LoadState<[String]> = .idle

    var headline: String {
        switch state {
        case .idle: return "Pull to refresh"
        case .loading(let p) where p < 0.5: return "Loading…"
        case .loading: return "Almost there…"
        case .loaded(let items) where items.isEmpty: return "Nothing here yet"
        case .loaded(let items): return "\(items.count) item\(items.count == 1 ? "" : "s")"
        case .failed(let message, _): return "Error: \(message)"
        }
    }

    var showsRetryButton: Bool {
        if case .failed(_, let canRetry) = state { return canRetry }
        return false
    }
}

var screen = ScreenModel()
let steps: [LoadState<[String]>] = [
    .idle,
    .loading(progress: 0.2),
    .loading(progress: 0.9),
    .loaded([]),
    .loaded(["one"]),
    .loaded(["a", "b", "c"]),
    .failed(message: "offline", canRetry: true),
    .failed(message: "forbidden", canRetry: false),
]
for step in steps {
    screen.state = step
    print(screen.headline, screen.showsRetryButton ? "[Retry]" : "")
}
if case .failed(let message, _) = screen.state {
    print("last error was \(message)")
}
