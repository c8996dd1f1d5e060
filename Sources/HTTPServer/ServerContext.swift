internal import CMicroHTTPD
import Support
import Synchronization

/// What libmicrohttpd's callbacks need from the server, passed to them as an unretained pointer.
/// `HTTPServer` owns it and outlives the daemon, since `MHD_stop_daemon` waits for the callbacks.
final class ServerContext: Sendable {
    let handler: HTTPHandler
    let maxBodyBytes: Int
    /// The 413 answer, built once since its text depends only on the cap.
    let payloadTooLarge: HTTPResponse
    /// libmicrohttpd's latest log message, kept to explain a failed start instead of printing it.
    let lastLogMessage = Locked<String?>(nil)
    /// Requests received and not yet completed (answered, or aborted), for a graceful shutdown.
    let requestsInFlight = Atomic<Int>(0)

    /// A body over the cap is read and dropped up to this many bytes before the 413 is sent, so
    /// that a client that sends its whole body before reading (most do) reads the answer.
    static let drainLimit = 4 << 20
    /// The 400 answer for a request that breaks HTTP/1.1, given why.
    let malformed: @Sendable (String) -> HTTPResponse

    /// Where handlers run when the configuration uses workers (nil: on the polling threads).
    let workers: WorkerPool?
    let runsInline: (@Sendable (_ method: String, _ path: String) -> Bool)?
    let serialKey: (@Sendable (_ method: String, _ path: String) -> String?)?
    /// The answer when the workers' queue is full.
    let overloaded: HTTPResponse
    /// `perIPConnectionLimit`, the open connections by client address (IPv4, as a number), and
    /// the answer to a request on a connection past the limit.
    let perIPLimit: Int
    let connectionsPerAddress = Locked<[UInt32: Int]>([:])
    let perIPLimited: HTTPResponse

    /// Whether the connection opened when its client address already had `perIPLimit` open.
    func isPastPerIPLimit(_ connection: OpaquePointer) -> Bool {
        perIPLimit > 0 && CountedConnection(cmhd_socket_context(connection))?.isPastLimit == true
    }

    init(handler: @escaping HTTPHandler, configuration: HTTPServerConfiguration) {
        self.handler = handler
        self.maxBodyBytes = configuration.maxBodyBytes
        self.payloadTooLarge = configuration.contentTooLarge?(configuration.maxBodyBytes) ?? .payloadTooLarge(limit: configuration.maxBodyBytes)
        self.workers =
            configuration.usesWorkers ? WorkerPool(capacity: configuration.workerQueueLimit, runningSlots: configuration.resolvedRunningSlots()) : nil
        self.runsInline = configuration.runsInline
        self.serialKey = configuration.serialKey
        self.overloaded = configuration.overloaded?() ?? .overloaded
        self.perIPLimit = configuration.perIPConnectionLimit
        self.perIPLimited = configuration.perIPLimited?(configuration.perIPConnectionLimit) ?? .perIPLimited
        self.malformed = configuration.malformed ?? HTTPResponse.malformed
    }
}
