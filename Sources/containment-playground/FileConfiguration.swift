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
    }
    struct Service: Decodable {
        var maxSessions: Int?
        var sessionIdleTTLSeconds: Int?
        var maxLogPageSize: Int?
        var publicDirectory: String?
        var presetsDirectory: String?
    }
    struct Limits: Decodable {
        var maxControllers: Int?
        var maxViews: Int?
        var maxTreeDepth: Int?
        var maxScriptBytes: Int?
        var maxStatementsPerScript: Int?
        var maxStepsPerRequest: Int?
        var maxCallbackDepth: Int?
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
        }
        if let s = file.service {
            if let value = s.maxSessions { service.maxSessions = value }
            if let value = s.sessionIdleTTLSeconds { service.sessionIdleTTLSeconds = value }
            if let value = s.maxLogPageSize { service.maxLogPageSize = value }
            if let value = s.publicDirectory { service.publicDirectory = value }
            if let value = s.presetsDirectory { service.presetsDirectory = value }
        }
        if let l = file.playground {
            if let value = l.maxControllers { service.playground.maxControllers = value }
            if let value = l.maxViews { service.playground.maxViews = value }
            if let value = l.maxTreeDepth { service.playground.maxTreeDepth = value }
            if let value = l.maxScriptBytes { service.playground.maxScriptBytes = value }
            if let value = l.maxStatementsPerScript { service.playground.maxStatementsPerScript = value }
            if let value = l.maxStepsPerRequest { service.playground.maxStepsPerRequest = value }
            if let value = l.maxCallbackDepth { service.playground.maxCallbackDepth = value }
        }
    }

    /// `PLAYGROUND_*` variables override the file (documented in config/README.md).
    mutating func apply(environment: [String: String]) throws {
        func int(_ key: String) throws -> Int? {
            guard let text = environment[key] else { return nil }
            guard let value = Int(text) else { throw ValidationFailure("\(key) must be an integer, got '\(text)'") }
            return value
        }
        if let value = environment["PLAYGROUND_HOST"] { http.host = value }
        if let value = try int("PLAYGROUND_PORT") { http.port = value }
        if let value = environment["PLAYGROUND_LOG_LEVEL"] { logLevel = value }
        if let text = environment["PLAYGROUND_THREADING"] {
            guard let mode = HTTPThreadingMode(rawValue: text) else { throw ValidationFailure("PLAYGROUND_THREADING must be threadPool, singleThread or threadPerConnection") }
            http.threading = mode
        }
        if let value = try int("PLAYGROUND_THREAD_POOL_SIZE") { http.threadPoolSize = value }
        if let value = try int("PLAYGROUND_MAX_BODY_BYTES") { http.maxBodyBytes = value }
        if let value = try int("PLAYGROUND_CONNECTION_LIMIT") { http.connectionLimit = value }
        if let value = try int("PLAYGROUND_PER_IP_CONNECTION_LIMIT") { http.perIPConnectionLimit = value }
        if let value = try int("PLAYGROUND_CONNECTION_TIMEOUT") { http.connectionTimeoutSeconds = value }
        if let value = try int("PLAYGROUND_MAX_SESSIONS") { service.maxSessions = value }
        if let value = try int("PLAYGROUND_SESSION_TTL") { service.sessionIdleTTLSeconds = value }
        if let value = try int("PLAYGROUND_MAX_CONTROLLERS") { service.playground.maxControllers = value }
        if let value = environment["PLAYGROUND_PUBLIC_DIR"] { service.publicDirectory = value }
        if let value = environment["PLAYGROUND_PRESETS_DIR"] { service.presetsDirectory = value }
    }

    func validate() throws {
        guard (0...65_535).contains(http.port) else { throw ValidationFailure("port must be 0-65535") }
        for (name, value) in [("maxSessions", service.maxSessions), ("maxBodyBytes", http.maxBodyBytes),
                              ("connectionLimit", http.connectionLimit), ("maxControllers", service.playground.maxControllers),
                              ("threadPoolSize", http.threadPoolSize), ("sessionIdleTTLSeconds", service.sessionIdleTTLSeconds)]
            where value < 1 {
            throw ValidationFailure("\(name) must be at least 1")
        }
    }
}

struct ValidationFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
