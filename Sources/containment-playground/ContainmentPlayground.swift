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
        abstract: "Simulates UIKit view-controller containment over HTTP.")

    @Option(help: "Address to bind (an IPv4 literal).") var host: String?
    @Option(help: "Port to listen on (0 picks a free one).") var port: Int?
    @Option(help: "JSON configuration file.") var config: String = "config/playground.json"

    func run() throws {
        var settings = Settings()
        if FileManager.default.fileExists(atPath: config) {
            settings.apply(try FileConfiguration.load(config))
        } else if config != "config/playground.json" {
            throw ValidationError("configuration file not found: \(config)")
        }
        try settings.apply(environment: ProcessInfo.processInfo.environment)
        if let host { settings.http.host = host }
        if let port { settings.http.port = port }
        try settings.validate()

        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = Logger.Level(rawValue: settings.logLevel) ?? .info
            return handler
        }
        let logger = Logger(label: "containment-playground")
        let service = PlaygroundService(configuration: settings.service, logger: logger)
        let server = HTTPServer(configuration: settings.http, handler: service.handle)
        try server.start()
        // Written straight to the descriptor so scripts waiting for it see it at once.
        FileHandle.standardOutput.write(Data("listening on http://\(settings.http.host):\(server.port)\n".utf8))
        logger.info("started", metadata: ["port": "\(server.port)", "threading": "\(settings.http.threading.rawValue)"])
        waitForTermination(evicting: service)
        server.stop()
        logger.info("stopped")
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
