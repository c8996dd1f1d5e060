import Synchronization

/// What libmicrohttpd's callbacks need from the server, passed to them as an unretained pointer.
/// `HTTPServer` owns it and outlives the daemon, since `MHD_stop_daemon` waits for the callbacks.
final class ServerContext: Sendable {
    let handler: HTTPHandler
    let maxBodyBytes: Int
    /// The 413 answer, built once since its text depends only on the cap.
    let payloadTooLarge: HTTPResponse
    /// libmicrohttpd's latest log message, kept to explain a failed start instead of printing it.
    let lastLogMessage = Mutex<String?>(nil)
    /// Requests received and not yet completed (answered, or aborted), for a graceful shutdown.
    let requestsInFlight = Atomic<Int>(0)

    init(handler: @escaping HTTPHandler, maxBodyBytes: Int, payloadTooLarge: HTTPResponse?) {
        self.handler = handler
        self.maxBodyBytes = maxBodyBytes
        self.payloadTooLarge = payloadTooLarge ?? .payloadTooLarge(limit: maxBodyBytes)
    }
}
