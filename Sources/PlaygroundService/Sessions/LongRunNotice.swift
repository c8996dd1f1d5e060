/// What a request that has run long tells the server (`SessionStore.longRun`).
///
/// A struct around the closure, not the bare closure in `Locked`: a closure kept in generic
/// storage and reached `inout` is converted to the concrete abstraction and written back through
/// a thunk on every access, so each request's `withLock { $0 }` wrapped the stored closure in two
/// more thunks. The chain grew by two heap objects per request and was called (on a long
/// request) and freed (at shutdown) recursively: past about 100,000 requests either overflowed a
/// stack (LongRunNoticeTests). In a struct's field the closure keeps its own abstraction.
struct LongRunNotice: Sendable {
    var notify: @Sendable () -> Void = {}
}
