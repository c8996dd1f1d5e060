/// Per-request state kept by libmicrohttpd between access-handler calls (through `Unmanaged`).
/// A connection is served by one thread at a time, so no lock is needed.
final class RequestContext {
    private(set) var body: [UInt8] = []
    /// Set once the body is known to exceed the cap; later upload data is counted, not stored.
    private(set) var exceedsLimit: Bool

    init(exceedsLimit: Bool = false) {
        self.exceedsLimit = exceedsLimit
    }

    /// Appends an upload chunk unless the body would grow past `limit` bytes.
    func append(_ chunk: UnsafeRawBufferPointer, limit: Int) {
        guard !exceedsLimit else { return }
        if body.count + chunk.count > limit {
            exceedsLimit = true
            body = []
        } else {
            body.append(contentsOf: chunk)
        }
    }
}
