internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// libmicrohttpd's callbacks. They are plain top-level functions so that they stay nonisolated
// (they run on libmicrohttpd's threads) and convert to C function pointers.

/// Called several times per request: once with the headers, once per upload chunk, once at the end.
/// Answering on the first call makes libmicrohttpd close the connection, so that only happens for
/// a request that breaks HTTP/1.1 (`ProtocolCheck`); a body over the cap is read and dropped
/// (up to `drainLimit`) so the client reads its 413 rather than a reset.
func accessHandler(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let url, let method, let uploadDataSize, let requestContext else {
        return .NO
    }
    let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
    guard let pending = requestContext.pointee else {
        let declared = ConnectionInfo.contentLength(on: connection) ?? 0
        let request = RequestContext(exceedsLimit: declared > server.maxBodyBytes)
        server.requestsInFlight.add(1, ordering: .relaxed)
        requestContext.pointee = Unmanaged.passRetained(request).toOpaque()
        if let violation = ProtocolCheck.violation(path: url, version: version, on: connection) {
            return server.malformed(violation).closing.queue(on: connection)
        }
        if server.isPastPerIPLimit(connection) { return server.perIPLimited.closing.queue(on: connection) }
        // Too large to be worth reading, or a client waiting for "100 Continue": answer now.
        if request.exceedsLimit, declared > ServerContext.drainLimit || ConnectionInfo.expectsContinue(on: connection) {
            return server.payloadTooLarge.closing.queue(on: connection)
        }
        return .YES
    }
    let request = Unmanaged<RequestContext>.fromOpaque(pending).takeUnretainedValue()
    if uploadDataSize.pointee > 0 {
        let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadDataSize.pointee)
        request.append(chunk, limit: server.maxBodyBytes)
        uploadDataSize.pointee = 0
        // A body far over the cap is not read to its end: answer now, and close.
        if request.exceedsLimit, request.dropped > ServerContext.drainLimit { return server.payloadTooLarge.closing.queue(on: connection) }
        return .YES
    }
    if request.exceedsLimit {
        // The whole body was read: the connection can serve the next request.
        return server.payloadTooLarge.queue(on: connection)
    }
    // Called again after a worker resumed the connection: its answer is ready.
    if let response = request.takeResponse() { return response.queue(on: connection) }
    let httpRequest = HTTPRequest(
        method: String(cString: method), path: String(cString: url),
        query: ConnectionInfo.query(on: connection), headers: ConnectionInfo.headers(on: connection),
        body: request.body, remoteAddress: ConnectionInfo.remoteAddress(on: connection))
    guard let workers = server.workers, server.runsInline?(httpRequest.method, httpRequest.path) != true else {
        return server.handler(httpRequest).queue(on: connection)
    }
    let suspended = SuspendedRequest(connection: connection, context: request)
    MHD_suspend_connection(connection)
    let handler = server.handler
    let queued = workers.offer(key: server.serialKey?(httpRequest.method, httpRequest.path)) {
        suspended.context.setResponse(handler(httpRequest))
        MHD_resume_connection(suspended.connection)
    }
    if !queued {
        request.setResponse(server.overloaded)
        MHD_resume_connection(connection)
    }
    return .YES
}

/// A connection suspended while a worker runs its handler, and the request's context that
/// carries the answer back. libmicrohttpd does not touch a suspended connection, and the
/// context's answer is behind a lock, so handing both to the worker thread is safe.
private struct SuspendedRequest: @unchecked Sendable {
    let connection: OpaquePointer
    let context: RequestContext
}

/// Releases the per-request context; called once per request, also for aborted ones.
func requestCompleted(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, termination: MHD_RequestTerminationCode
) {
    guard let requestContext, let pending = requestContext.pointee else { return }
    if let context {
        Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue().requestsInFlight.subtract(1, ordering: .relaxed)
    }
    Unmanaged<RequestContext>.fromOpaque(pending).release()
    requestContext.pointee = nil
}

/// Counts each client address's open connections (`perIPConnectionLimit`). What the count is
/// for the connection waits in its socket context (`CountedConnection`) until it closes.
func connectionNotified(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    code: MHD_ConnectionNotificationCode
) {
    guard let context, let connection, let socketContext else { return }
    let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
    guard server.perIPLimit > 0 else { return }
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        guard let address = ConnectionInfo.ipv4Address(on: connection) else { return }
        let open = server.connectionsPerAddress.withLock { counts in
            counts[address, default: 0] += 1
            return counts[address]!
        }
        socketContext.pointee = CountedConnection(address: address, isPastLimit: open > server.perIPLimit).pointer
    case .CONNECTION_NOTIFY_CLOSED:
        guard let counted = CountedConnection(socketContext.pointee) else { return }
        socketContext.pointee = nil
        server.connectionsPerAddress.withLock { counts in
            let left = (counts[counted.address] ?? 1) - 1
            counts[counted.address] = left > 0 ? left : nil
        }
    default: break
    }
}

/// A counted connection's client address and whether it opened past the limit, packed into the
/// pointer-sized socket context libmicrohttpd keeps for it (no allocation per connection).
struct CountedConnection {
    var address: UInt32
    var isPastLimit: Bool

    init(address: UInt32, isPastLimit: Bool) {
        self.address = address
        self.isPastLimit = isPastLimit
    }

    init?(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return nil }
        let bits = UInt(bitPattern: pointer)
        address = UInt32(truncatingIfNeeded: bits)
        isPastLimit = bits & (1 << 33) != 0
    }

    /// Never nil: bit 32 is always set.
    var pointer: UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: UInt(address) | (1 << 32) | (isPastLimit ? 1 << 33 : 0))
    }
}

/// Keeps libmicrohttpd's log line for error reporting instead of writing it to stderr.
func logMessage(
    context: UnsafeMutableRawPointer?, format: UnsafePointer<CChar>?, arguments: CVaListPointer?
) {
    guard let context, let format, let arguments else { return }
    let message = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { text in
        _ = vsnprintf(text.baseAddress, text.count, format, arguments)
        return String(cString: text.baseAddress!)
    }.split(whereSeparator: \.isNewline).joined(separator: " ")
    Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
        .lastLogMessage.withLock { $0 = message }
}
