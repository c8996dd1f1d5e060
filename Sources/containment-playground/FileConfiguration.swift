import ContainmentEngine
import Foundation
import HTTPServer
import PlaygroundService

/// `config/playground.json`: every field optional; what is missing keeps its default.
struct FileConfiguration: Decodable {
    struct HTTP: Decodable {
        var threading: HTTPThreadingMode?
        var threadPoolSize: Int?
        var connectionLimit: Int?
        var perIPConnectionLimit: Int?
        var connectionTimeoutSeconds: Int?
        var maxBodyBytes: Int?
        var shutdownGraceSeconds: Int?
    }
    struct Service: Decodable {
        var maxSessions: Int?
        var maxLivePlaygrounds: Int?
        var sessionIdleTTLSeconds: Int?
        var maxLogPageSize: Int?
        var publicDirectory: String?
        var presetsDirectory: String?
        var dataDirectory: String?
        var journalFsync: Bool?
        var maxImportScripts: Int?
    }
    struct Limits: Decodable {
        var maxControllers: Int?
        var maxViews: Int?
        var maxTreeDepth: Int?
        var maxScriptBytes: Int?
        var maxStatementsPerScript: Int?
        var maxStepsPerRequest: Int?
        var maxCallbackDepth: Int?
        var maxLogEntries: Int?
    }
    var host: String?
    var port: Int?
    var logLevel: String?
    var http: HTTP?
    var service: Service?
    var playground: Limits?

    static func load(_ path: String) throws -> FileConfiguration {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(FileConfiguration.self, from: data)
    }
}

/// The resolved settings: defaults, then the file, then the environment, then the command line.
struct Settings {
    var http = HTTPServerConfiguration()
    var service = ServiceConfiguration()
    var logLevel = "info"
    /// How long SIGTERM waits for requests in flight before closing connections.
    var shutdownGraceSeconds = 10

    mutating func apply(_ file: FileConfiguration) {
        if let value = file.host { http.host = value }
        if let value = file.port { http.port = value }
        if let value = file.logLevel { logLevel = value }
        if let h = file.http {
            if let value = h.threading { http.threading = value }
            if let value = h.threadPoolSize { http.threadPoolSize = value }
            if let value = h.connectionLimit { http.connectionLimit = value }
            if let value = h.perIPConnectionLimit { http.perIPConnectionLimit = value }
            if let value = h.connectionTimeoutSeconds { http.connectionTimeoutSeconds = value }
            if let value = h.maxBodyBytes { http.maxBodyBytes = value }
            if let value = h.shutdownGraceSeconds { shutdownGraceSeconds = value }
        }
        if let s = file.service {
            if let value = s.maxSessions { service.maxSessions = value }
            if let value = s.maxLivePlaygrounds { service.maxLivePlaygrounds = value }
            if let value = s.sessionIdleTTLSeconds { service.sessionIdleTTLSeconds = value }
            if let value = s.maxLogPageSize { service.maxLogPageSize = value }
            if let value = s.publicDirectory { service.publicDirectory = value }
            if let value = s.presetsDirectory { service.presetsDirectory = value }
            if let value = s.dataDirectory { service.dataDirectory = value.isEmpty ? nil : value }
            if let value = s.journalFsync { service.journalFsync = value }
            if let value = s.maxImportScripts { service.maxImportScripts = value }
        }
        if let l = file.playground {
            if let value = l.maxControllers { service.playground.maxControllers = value }
            if let value = l.maxViews { service.playground.maxViews = value }
            if let value = l.maxTreeDepth { service.playground.maxTreeDepth = value }
            if let value = l.maxScriptBytes { service.playground.maxScriptBytes = value }
            if let value = l.maxStatementsPerScript { service.playground.maxStatementsPerScript = value }
            if let value = l.maxStepsPerRequest { service.playground.maxStepsPerRequest = value }
            if let value = l.maxCallbackDepth { service.playground.maxCallbackDepth = value }
            if let value = l.maxLogEntries { service.playground.maxLogEntries = value }
        }
    }

    /// Every integer setting's environment variable (documented in config/README.md).
    /// `nonisolated(unsafe)`: a constant table; key paths are immutable values.
    nonisolated(unsafe) static let integerVariables: [(String, WritableKeyPath<Settings, Int>)] = [
        ("PLAYGROUND_PORT", \.http.port),
        ("PLAYGROUND_THREAD_POOL_SIZE", \.http.threadPoolSize),
        ("PLAYGROUND_MAX_BODY_BYTES", \.http.maxBodyBytes),
        ("PLAYGROUND_CONNECTION_LIMIT", \.http.connectionLimit),
        ("PLAYGROUND_PER_IP_CONNECTION_LIMIT", \.http.perIPConnectionLimit),
        ("PLAYGROUND_CONNECTION_TIMEOUT", \.http.connectionTimeoutSeconds),
        ("PLAYGROUND_SHUTDOWN_GRACE", \.shutdownGraceSeconds),
        ("PLAYGROUND_MAX_SESSIONS", \.service.maxSessions),
        ("PLAYGROUND_MAX_LIVE_PLAYGROUNDS", \.service.maxLivePlaygrounds),
        ("PLAYGROUND_SESSION_TTL", \.service.sessionIdleTTLSeconds),
        ("PLAYGROUND_MAX_LOG_PAGE_SIZE", \.service.maxLogPageSize),
        ("PLAYGROUND_MAX_IMPORT_SCRIPTS", \.service.maxImportScripts),
        ("PLAYGROUND_MAX_CONTROLLERS", \.service.playground.maxControllers),
        ("PLAYGROUND_MAX_VIEWS", \.service.playground.maxViews),
        ("PLAYGROUND_MAX_TREE_DEPTH", \.service.playground.maxTreeDepth),
        ("PLAYGROUND_MAX_SCRIPT_BYTES", \.service.playground.maxScriptBytes),
        ("PLAYGROUND_MAX_STATEMENTS", \.service.playground.maxStatementsPerScript),
        ("PLAYGROUND_MAX_STEPS", \.service.playground.maxStepsPerRequest),
        ("PLAYGROUND_MAX_CALLBACK_DEPTH", \.service.playground.maxCallbackDepth),
        ("PLAYGROUND_MAX_LOG_ENTRIES", \.service.playground.maxLogEntries),
    ]

    /// `PLAYGROUND_*` variables override the file.
    mutating func apply(environment: [String: String]) throws {
        for (key, path) in Self.integerVariables {
            guard let text = environment[key] else { continue }
            guard let value = Int(text) else { throw ValidationFailure("\(key) must be an integer, got '\(text)'") }
            self[keyPath: path] = value
        }
        if let value = environment["PLAYGROUND_HOST"] { http.host = value }
        if let value = environment["PLAYGROUND_LOG_LEVEL"] { logLevel = value }
        if let text = environment["PLAYGROUND_THREADING"] {
            guard let mode = HTTPThreadingMode(rawValue: text) else {
                throw ValidationFailure("PLAYGROUND_THREADING must be threadPool, singleThread or threadPerConnection")
            }
            http.threading = mode
        }
        if let value = environment["PLAYGROUND_PUBLIC_DIR"] { service.publicDirectory = value }
        if let value = environment["PLAYGROUND_PRESETS_DIR"] { service.presetsDirectory = value }
        if let value = environment["PLAYGROUND_DATA_DIR"] { service.dataDirectory = value.isEmpty ? nil : value }
        if let value = environment["PLAYGROUND_JOURNAL_FSYNC"] { service.journalFsync = value == "1" || value == "true" }
    }

    func validate() throws {
        if let failure = http.validationFailure { throw ValidationFailure(failure) }
        guard shutdownGraceSeconds >= 0 else { throw ValidationFailure("shutdownGraceSeconds must be 0 or more, got \(shutdownGraceSeconds)") }
        if let failure = service.validationFailure { throw ValidationFailure(failure) }
    }
}

struct ValidationFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
