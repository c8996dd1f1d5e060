import ArgumentParser
import Dispatch
import Foundation
import HTTPServer
import Logging
import PlaygroundService

@main
struct ContainmentPlayground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "containment-playground",
        abstract: "Simulates UIKit view-controller containment: over HTTP (serve, the default) or on files (run).",
        discussion: """
            Settings come from config/playground.json and the PLAYGROUND_* environment variables; config/README.md \
            lists every setting with its variable. 'containment-playground serve --help' and \
            'containment-playground run --help' describe each command.
            """,
        subcommands: [Serve.self, RunFiles.self], defaultSubcommand: Serve.self)
}

/// The HTTP service.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serves the HTTP API and the explorer (the default command).",
        discussion: """
            Settings come from --host/--port, then the PLAYGROUND_* environment variables (PLAYGROUND_PORT, \
            PLAYGROUND_DATA_DIR, PLAYGROUND_JOURNAL, PLAYGROUND_API_TOKEN, PLAYGROUND_ALLOWED_HOSTS, ...), then --config, \
            then the defaults; config/README.md lists every setting. Public/, presets/, docs/ and the config are looked \
            for in the working directory, then beside the executable; the service refuses to start, naming the \
            setting, when the explorer's files are found nowhere.
            """)

    @Option(help: "Address to bind (an IPv4 literal).") var host: String?
    @Option(help: "Port to listen on (0 picks a free one).") var port: Int?
    @Option(help: "JSON configuration file.") var config: String = "config/playground.json"
    @Option(help: "PostgreSQL database for the journals (postgres://...), shared by several nodes; overrides service.journal.")
    var journal: String?

    func run() throws {
        if !FileManager.default.fileExists(atPath: config), config != "config/playground.json" {
            throw ConfigurationError("configuration file not found: \(config)")
        }
        // Started outside its folder, the service finds its files beside the executable.
        let files = InstalledFiles(
            executable: Bundle.main.executablePath ?? CommandLine.arguments[0], workingDirectory: FileManager.default.currentDirectoryPath)
        let configPath = files.resolve(config)
        var settings = try Settings.load(configPath: configPath, host: host, port: port, environment: ProcessInfo.processInfo.environment)
        if let journal { settings.service.journal = journal.isEmpty ? nil : journal }
        try settings.validate()
        settings.service = try files.resolving(settings.service)

        let level = Logger.Level(rawValue: settings.logLevel) ?? .info
        // Lines leave on a thread of their own: a request never waits for stderr (see LogWriter).
        let logWriter = LogWriter()
        LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, writer: logWriter, level: level) }
        let logger = Logger(label: "containment-playground")
        // A file-size limit (ulimit -f) must fail a journal write with EFBIG, which the journal
        // undoes and answers 503, not kill the process with every session in it.
        signal(SIGXFSZ, SIG_IGN)
        var serviceConfiguration = settings.service
        // The address it binds is one of its names (a LAN address, say).
        if !["0.0.0.0", "127.0.0.1"].contains(settings.http.host) {
            serviceConfiguration.allowedHosts += (serviceConfiguration.allowedHosts.isEmpty ? "" : ",") + settings.http.host
        }
        let service = PlaygroundService(configuration: serviceConfiguration, logger: logger, logWriter: logWriter)
        // Refuse to start, naming the setting, rather than answer every session creation 503
        // behind a green health check.
        if let database = settings.service.journal, let reason = service.journalsUnwritable {
            throw ConfigurationError(
                "service.journal (PLAYGROUND_JOURNAL) is '\(PlaygroundService.redacted(database))', but its journals cannot be written: \(reason). Start PostgreSQL, fix the address, or set it to \"\" to use dataDirectory"
            )
        }
        if settings.service.journal == nil, let directory = settings.service.dataDirectory, let reason = service.journalsUnwritable {
            throw ConfigurationError(
                "service.dataDirectory (PLAYGROUND_DATA_DIR) is '\(directory)', but its journals cannot be written: \(reason). Give the service's user a writable directory, or set it to \"\" to keep sessions in memory"
            )
        }
        // Journalled sessions are registered dormant (fast) and replayed after the server is up.
        let (restored, warnings) = service.restoreSessions()
        warnings.forEach { logger.warning("\($0)") }
        var http = settings.http
        PlaygroundService.adapt(&http)
        let server = HTTPServer(configuration: http, handler: service.handle)
        try server.start()
        // Written straight to the descriptor so scripts waiting for it see it at once. 0.0.0.0 is
        // no address a client can use: the line names the ones that work (issue 40).
        FileHandle.standardOutput.write(
            Data(Self.listeningLine(host: settings.http.host, port: server.port, allowedHosts: serviceConfiguration.allowedHosts).utf8))
        logger.info(
            "started",
            metadata: [
                "port": "\(server.port)", "threading": "\(settings.http.threading.rawValue)",
                "restoredSessions": "\(restored)", "dataDirectory": "\(settings.service.dataDirectory ?? "none")",
                "journal": "\(settings.service.journal.map(PlaygroundService.redacted) ?? "files")",
            ])
        if restored > 0 {
            // Replays recurse as deep as requests do: on a thread with the workers' stack.
            let waking = Thread { service.wakeRestoredSessions() }
            waking.stackSize = http.threadStackBytes
            waking.start()
        }
        waitForTermination(evicting: service)
        logger.info("stopping: finishing requests in flight", metadata: ["inFlight": "\(server.requestsInFlight)"])
        let unfinished = server.shutdown(gracePeriod: .seconds(settings.shutdownGraceSeconds))
        logger.info("stopped", metadata: ["unfinished": "\(unfinished)"])
        logWriter.flush()
    }

    /// `listening on http://HOST:PORT`, and for 0.0.0.0 the addresses clients use: this machine's
    /// loopback, and its name from other machines (which answer 421 until PLAYGROUND_ALLOWED_HOSTS
    /// names it, unless it does already).
    static func listeningLine(host: String, port: Int, allowedHosts: String) -> String {
        guard host == "0.0.0.0" else { return "listening on http://\(host):\(port)\n" }
        let name = ProcessInfo.processInfo.hostName
        let allowed = allowedHosts == "*" || allowedHosts.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == name }
        let others = allowed ? "http://\(name):\(port)" : "http://\(name):\(port) once PLAYGROUND_ALLOWED_HOSTS names \(name)"
        return "listening on http://0.0.0.0:\(port): from this machine http://127.0.0.1:\(port), from others \(others)\n"
    }

    /// Blocks until SIGINT or SIGTERM; evicts idle sessions once a minute meanwhile.
    private func waitForTermination(evicting service: PlaygroundService) {
        let done = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { done.signal() }
            source.resume()
            sources.append(source)
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 60, repeating: 60)
        timer.setEventHandler { service.evictIdleSessions() }
        timer.resume()
        done.wait()
        timer.cancel()
        sources.forEach { $0.cancel() }
    }
}
