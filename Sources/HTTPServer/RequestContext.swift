import Support

/// Per-request state kept by libmicrohttpd between access-handler calls (through `Unmanaged`).
/// A connection is served by one thread at a time, so the body needs no lock; the answer is
/// written by a worker thread and read by the polling thread, so it has one.
final class RequestContext {
    private let response = Locked<HTTPResponse?>(nil)

    // Unchecked exclusivity on these: one thread at a time (above), and the run-time check was
    // most of appending a small body.
    @exclusivity(unchecked) private(set) var body: [UInt8] = []
    /// Set once the body is known to exceed the cap; later upload data is counted, not stored.
    @exclusivity(unchecked) private(set) var exceedsLimit: Bool

    init(exceedsLimit: Bool = false) {
        self.exceedsLimit = exceedsLimit
    }

    func setResponse(_ answer: HTTPResponse) { response.withLock { $0 = answer } }

    /// The answer a worker left, once.
    func takeResponse() -> HTTPResponse? {
        response.withLock { answer in
            defer { answer = nil }; return answer
        }
    }

    /// Bytes of a body over the cap read and dropped so far.
    @exclusivity(unchecked) private(set) var dropped = 0

    /// Appends an upload chunk unless the body would grow past `limit` bytes.
    func append(_ chunk: UnsafeRawBufferPointer, limit: Int) {
        guard !exceedsLimit else {
            dropped += chunk.count
            return
        }
        if body.count + chunk.count > limit {
            exceedsLimit = true
            dropped = body.count + chunk.count
            body = []
        } else {
            body.append(contentsOf: chunk)
        }
    }
}
