import ContainmentEngine
import Foundation
import HTTPServer
import Logging

/// The HTTP API of the playground: sessions, scripts, logs, hierarchies and the explorer's files.
/// Every route is a pure function of the request and the session store.
public final class PlaygroundService: Sendable {
    let store: SessionStore
    let configuration: ServiceConfiguration
    let staticFiles: StaticFiles
    let logger: Logger
    let router: Router

    public init(configuration: ServiceConfiguration, logger: Logger = Logger(label: "containment-playground")) {
        self.configuration = configuration
        self.store = SessionStore(configuration: configuration)
        self.staticFiles = StaticFiles(root: configuration.publicDirectory)
        self.logger = logger
        let presets = PresetLibrary(directory: configuration.presetsDirectory)
        var router = Router()
        Self.addRoutes(to: &router, store: store, configuration: configuration, presets: presets)
        self.router = router
    }

    /// The handler given to `HTTPServer`.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        switch router.match(method: request.method, path: request.path) {
        case .found(let handler, let parameters):
            response = handler(request, parameters)
        case .methodNotAllowed(let allow):
            let allowed = allow.joined(separator: ", ")
            response = Problem(405, "method-not-allowed", "Method Not Allowed",
                               "\(request.method) is not allowed on \(request.path); allowed: \(allowed)")
                .response(headers: [(name: "Allow", value: allowed)])
        case .notFound:
            response = staticFiles.response(for: request)
                ?? Problem.notFound("no route for \(request.method) \(request.path); see /openapi.json").response()
        }
        if request.method == "HEAD" { response.body = [] }
        return response
    }

    /// Evicts idle sessions; the executable calls it periodically.
    public func evictIdleSessions() { store.evictIdle() }

    public var sessionCount: Int { store.count }
}
