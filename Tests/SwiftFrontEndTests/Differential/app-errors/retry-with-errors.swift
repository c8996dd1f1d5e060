enum FetchError: Error { case timeout, server(code: Int), offline }

final class FlakyService {
    private var responses: [Result<String, FetchError>]
    private(set) var calls = 0

    init(_ responses: [Result<String, FetchError>]) { self.responses = responses }

    func fetch() throws -> String {
        calls += 1
        guard !responses.isEmpty else { throw FetchError.offline }
        return try responses.removeFirst().get()
    }
}

func withRetry<T>(attempts: Int, _ body: () throws -> T) throws -> T {
    var lastError: Error?
    for attempt in 1...attempts {
        do {
            return try body()
        } catch FetchError.server(let code) where code < 500 {
            throw FetchError.server(code: code)
        } catch {
            print("  attempt \(attempt) failed: \(error)")
            lastError = error
        }
    }
    throw lastError!
}

let scenarios: [[Result<String, FetchError>]] = [
    [.failure(.timeout), .success("feed v1")],
    [.failure(.server(code: 503)), .failure(.timeout), .failure(.server(code: 502))],
    [.failure(.server(code: 404)), .success("never")],
    [],
]
for (i, responses) in scenarios.enumerated() {
    let service = FlakyService(responses)
    do {
        let value = try withRetry(attempts: 3) { try service.fetch() }
        print("scenario \(i): got \(value) after \(service.calls) calls")
    } catch {
        print("scenario \(i): gave up with \(error) after \(service.calls) calls")
    }
}
