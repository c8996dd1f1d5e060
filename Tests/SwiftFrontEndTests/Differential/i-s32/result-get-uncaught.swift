enum FetchError: Error { case timedOut(seconds: Int) }
final class Loader {
    var pending: [(Result<[String], FetchError>) -> Void] = []
    func load(_ completion: @escaping (Result<[String], FetchError>) -> Void) { pending.append(completion) }
    func finish(with result: Result<[String], FetchError>) {
        let waiting = pending
        pending = []
        for completion in waiting { completion(result) }
    }
}
let loader = Loader()
var shown: [String] = []
loader.load { result in
    switch result {
    case .success(let items): shown = items
    case .failure(.timedOut(let seconds)): print("timed out after", seconds)
    }
}
loader.finish(with: .success(["a", "b"]))
print(shown, loader.pending.count)
loader.load { result in print(result.map { $0.count }) }
loader.finish(with: .failure(.timedOut(seconds: 30)))
let recovered = Result<Int, FetchError>.failure(.timedOut(seconds: 5)).flatMapError { _ -> Result<Int, FetchError> in .success(0) }
print(recovered)
let total = try Result<Int, FetchError>.success(4).get() * 2
print(total)
let mapped = Result<Int, FetchError>.failure(.timedOut(seconds: 1)).mapError { error -> FetchError in
    if case .timedOut(let s) = error { return .timedOut(seconds: s * 10) }
    return error
}
print(mapped)
_ = try mapped.get()
print("unreachable")
