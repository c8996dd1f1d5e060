enum ServiceError: Error {
    case unavailable(attempt: Int)
    case rejected(reason: String)
}

final class FlakyService {
    private var calls = 0
    let failuresBeforeSuccess: Int
    init(failuresBeforeSuccess: Int) { self.failuresBeforeSuccess = failuresBeforeSuccess }

    func call() throws -> String {
        calls += 1
        if calls <= failuresBeforeSuccess { throw ServiceError.unavailable(attempt: calls) }
        return "ok after \(calls) call(s)"
    }
}

func retry<T>(maxAttempts: Int, baseDelay: Double, _ body: () throws -> T) throws -> T {
    var delays: [Double] = []
    defer { print("  delays: \(delays)") }
    for attempt in 1...maxAttempts {
        do {
            return try body()
        } catch ServiceError.unavailable where attempt < maxAttempts {
            delays.append(baseDelay * Double(1 << (attempt - 1)))
        }
    }
    throw ServiceError.rejected(reason: "gave up")
}

for failures in [0, 2, 5] {
    let service = FlakyService(failuresBeforeSuccess: failures)
    do {
        let result = try retry(maxAttempts: 4, baseDelay: 0.25) { try service.call() }
        print(result)
    } catch {
        print("failed: \(error)")
    }
}
