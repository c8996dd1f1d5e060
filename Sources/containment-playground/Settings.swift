import Configuration
import Dispatch
import Foundation
import HTTPServer
import PlaygroundService
import SystemPackage

/// The resolved settings. Each key of `config/playground.json` (`http.maxBodyBytes`, ...) comes
/// from the first layer of swift-configuration's reader that has it: `--host`/`--port`, then the
/// `PLAYGROUND_*` environment variables, then the JSON file, then the defaults of the types.
struct Settings {
    var http = HTTPServerConfiguration()
    var service = ServiceConfiguration()
    var logLevel = "info"
    /// How long SIGTERM waits for requests in flight before closing connections.
    var shutdownGraceSeconds = 10

    enum Field {
        case int(WritableKeyPath<Settings, Int>)
        case string(WritableKeyPath<Settings, String>)
        /// A setting that may be absent, which the file and the environment spell as the empty
        /// string (`dataDirectory`: memory only; the tokens: none).
        case optionalString(WritableKeyPath<Settings, String?>)
        case bool(WritableKeyPath<Settings, Bool>)
        case threading
    }

    /// Every setting by its key in the file (config/README.md documents each).
    /// `nonisolated(unsafe)`: a constant table; key paths are immutable values.
    nonisolated(unsafe) static let fields: [(key: String, field: Field)] =
        [
            ("host", .string(\.http.host)), ("port", .int(\.http.port)), ("logLevel", .string(\.logLevel)),
            ("http.threading", .threading), ("http.threadPoolSize", .int(\.http.threadPoolSize)),
            ("http.connectionLimit", .int(\.http.connectionLimit)),
            ("http.perIPConnectionLimit", .int(\.http.perIPConnectionLimit)),
            ("http.connectionTimeoutSeconds", .int(\.http.connectionTimeoutSeconds)),
            ("http.maxBodyBytes", .int(\.http.maxBodyBytes)),
            ("http.connectionMemoryBytes", .int(\.http.connectionMemoryBytes)),
            ("http.workerThreads", .int(\.http.workerThreads)), ("http.runningSlots", .int(\.http.runningSlots)),
            ("http.workerQueueLimit", .int(\.http.workerQueueLimit)),
            ("http.threadStackBytes", .int(\.http.threadStackBytes)), ("http.shutdownGraceSeconds", .int(\.shutdownGraceSeconds)),
            ("service.maxSessions", .int(\.service.maxSessions)),
            ("service.maxLivePlaygrounds", .int(\.service.maxLivePlaygrounds)),
            ("service.sessionIdleTTLSeconds", .int(\.service.sessionIdleTTLSeconds)),
            ("service.maxLogPageSize", .int(\.service.maxLogPageSize)),
            ("service.publicDirectory", .string(\.service.publicDirectory)),
            ("service.codemirrorDirectory", .string(\.service.codemirrorDirectory)),
            ("service.docsDirectory", .string(\.service.docsDirectory)),
            ("service.presetsDirectory", .string(\.service.presetsDirectory)),
            ("service.dataDirectory", .optionalString(\.service.dataDirectory)), ("service.journalFsync", .bool(\.service.journalFsync)),
            ("service.journal", .optionalString(\.service.journal)), ("service.journalConnections", .int(\.service.journalConnections)),
            ("service.maxImportScripts", .int(\.service.maxImportScripts)), ("service.maxLinks", .int(\.service.maxLinks)),
            ("service.snapshotEvery", .int(\.service.snapshotEvery)),
            ("service.snapshotOnSleepInputs", .int(\.service.snapshotOnSleepInputs)),
            ("service.maxHierarchyCacheBytes", .int(\.service.maxHierarchyCacheBytes)),
            ("service.maxProcessHeapBytes", .int(\.service.maxProcessHeapBytes)),
            ("service.maxSessionScripts", .int(\.service.maxSessionScripts)),
            ("service.maxSessionBytes", .int(\.service.maxSessionBytes)),
            ("service.maxSessionSteps", .int(\.service.maxSessionSteps)),
            ("service.requestTimeoutMilliseconds", .int(\.service.requestTimeoutMilliseconds)),
            ("service.maxMutationsPerMinute", .int(\.service.maxMutationsPerMinute)),
            ("service.allowedHosts", .string(\.service.allowedHosts)), ("service.allowedOrigins", .string(\.service.allowedOrigins)),
            ("service.apiToken", .optionalString(\.service.apiToken)), ("service.adminToken", .optionalString(\.service.adminToken)),
        ]
        // Every session limit, by its key: a limit added to the engine is a setting at once.
        + ServiceConfiguration.sessionLimits.map { limit in
            let service: WritableKeyPath<Settings, ServiceConfiguration> = \.service
            return ("playground.\(limit.name)", Field.int(service.appending(path: limit.path)))
        }

    /// The variables not named `PLAYGROUND_` + the key's last part in UPPER_SNAKE case (names
    /// older than this loader, kept so no deployment breaks).
    static let environmentExceptions: [String: String] = [
        "perIPConnectionLimit": "PLAYGROUND_PER_IP_CONNECTION_LIMIT", "connectionTimeoutSeconds": "PLAYGROUND_CONNECTION_TIMEOUT",
        "shutdownGraceSeconds": "PLAYGROUND_SHUTDOWN_GRACE", "sessionIdleTTLSeconds": "PLAYGROUND_SESSION_TTL",
        "publicDirectory": "PLAYGROUND_PUBLIC_DIR", "codemirrorDirectory": "PLAYGROUND_CODEMIRROR_DIR", "docsDirectory": "PLAYGROUND_DOCS_DIR",
        "presetsDirectory": "PLAYGROUND_PRESETS_DIR",
        "dataDirectory": "PLAYGROUND_DATA_DIR", "maxStatementsPerScript": "PLAYGROUND_MAX_STATEMENTS",
        "maxStepsPerRequest": "PLAYGROUND_MAX_STEPS",
    ]

    /// `service.maxSessions` -> `PLAYGROUND_MAX_SESSIONS`.
    static func environmentName(for key: AbsoluteConfigKey) -> String {
        let leaf = key.components.last ?? ""
        if let name = environmentExceptions[leaf] { return name }
        var name = "PLAYGROUND_"
        var previous: Character = "_"
        for character in leaf {
            if previous.isLowercase && character.isUppercase { name += "_" }
            name += character.uppercased()
            previous = character
        }
        return name
    }

    /// Reads every setting through the layers. A value of the wrong type, in any layer, is an error
    /// naming it: the defaults are the last layer, so every key is found and read with `required*`,
    /// which (unlike the readers with a default) does not fall back silently.
    static func load(configPath: String, host: String?, port: Int?, environment: [String: String]) throws -> Settings {
        let defaults = Settings()
        var flags: [AbsoluteConfigKey: ConfigValue] = [:]
        if let host { flags[AbsoluteConfigKey(["host"])] = ConfigValue(.string(host), isSecret: false) }
        if let port { flags[AbsoluteConfigKey(["port"])] = ConfigValue(.int(port), isSecret: false) }
        let defaultValues = Dictionary(
            uniqueKeysWithValues: fields.map {
                (AbsoluteConfigKey($0.key.split(separator: ".").map(String.init)), ConfigValue($0.field.content(in: defaults), isSecret: false))
            })
        let reader = ConfigReader(providers: [
            InMemoryProvider(name: "flags", values: flags),
            EnvironmentVariablesProvider(environmentVariables: environment)
                .mapKeys { AbsoluteConfigKey([Settings.environmentName(for: $0)]) },
            try jsonFile(configPath),
            InMemoryProvider(name: "defaults", values: defaultValues),
        ])
        var settings = defaults
        for (key, field) in fields {
            do { try field.read(ConfigKey(key.split(separator: ".").map(String.init)), from: reader, into: &settings) } catch {
                // A layer that has the key ends the lookup: with the variable set, its value is the culprit.
                let name = environmentName(for: AbsoluteConfigKey(key.split(separator: ".").map(String.init)))
                guard let text = environment[name] else { throw ConfigurationError("\(key) in \(configPath): \(error)") }
                throw ConfigurationError(field.environmentFailure(name: name, text: text))
            }
        }
        return settings
    }

    /// The JSON file as a layer (none if it is missing). `FileProvider.init` is async and the
    /// command's `run()` is not: it loads on a detached task and waits. Call it from synchronous
    /// code on a thread of its own (the main thread), never from Swift concurrency's pool.
    static func jsonFile(_ path: String) throws -> FileProvider<JSONSnapshot> {
        final class Outcome: @unchecked Sendable {  // written before `done.signal()`, read after `done.wait()`
            var result: Result<FileProvider<JSONSnapshot>, any Error>?
            let done = DispatchSemaphore(value: 0)
        }
        let outcome = Outcome()
        Task.detached {
            do {
                outcome.result = .success(try await FileProvider<JSONSnapshot>(filePath: FilePath(path), allowMissing: true))
            } catch {
                outcome.result = .failure(error)
            }
            outcome.done.signal()
        }
        outcome.done.wait()
        do { return try outcome.result!.get() } catch { throw ConfigurationError("cannot read \(path): \(error)") }
    }

    func validate() throws {
        if let failure = http.validationFailure { throw ConfigurationError(failure) }
        guard shutdownGraceSeconds >= 0 else { throw ConfigurationError("shutdownGraceSeconds must be 0 or more, got \(shutdownGraceSeconds)") }
        if let failure = service.validationFailure { throw ConfigurationError(failure) }
        // An export is the session's inputs plus an envelope of under 1 KiB: it must fit in a
        // request body to import back.
        guard service.maxSessionBytes + 1024 <= http.maxBodyBytes else {
            throw ConfigurationError(
                "service.maxSessionBytes (\(service.maxSessionBytes)) must be at least 1024 below http.maxBodyBytes (\(http.maxBodyBytes)), so every export imports back"
            )
        }
        guard service.maxSessionScripts <= service.maxImportScripts else {
            throw ConfigurationError(
                "service.maxSessionScripts (\(service.maxSessionScripts)) must not exceed service.maxImportScripts (\(service.maxImportScripts)), so every export imports back"
            )
        }
    }
}

extension Settings.Field {
    func content(in settings: Settings) -> ConfigContent {
        switch self {
        case .int(let path): .int(settings[keyPath: path])
        case .string(let path): .string(settings[keyPath: path])
        case .optionalString(let path): .string(settings[keyPath: path] ?? "")
        case .bool(let path): .bool(settings[keyPath: path])
        case .threading: .string(settings.http.threading.rawValue)
        }
    }

    func read(_ key: ConfigKey, from reader: ConfigReader, into settings: inout Settings) throws {
        switch self {
        case .int(let path): settings[keyPath: path] = try reader.requiredInt(forKey: key)
        case .string(let path): settings[keyPath: path] = try reader.requiredString(forKey: key)
        case .optionalString(let path):
            let text = try reader.requiredString(forKey: key)
            settings[keyPath: path] = text.isEmpty ? nil : text
        case .bool(let path): settings[keyPath: path] = try reader.requiredBool(forKey: key)
        case .threading: settings.http.threading = try reader.requiredString(forKey: key, as: HTTPThreadingMode.self)
        }
    }

    func environmentFailure(name: String, text: String) -> String {
        switch self {
        case .int: "\(name) must be an integer, got '\(text)'"
        case .threading: "\(name) must be threadPool, singleThread or threadPerConnection"
        case .bool: "\(name) must be true or false (or 1, 0, yes, no), got '\(text)'"
        case .string, .optionalString: "\(name) cannot be read, got '\(text)'"
        }
    }
}

/// The command's one error type: a setting the service cannot start with, and why.
struct ConfigurationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
