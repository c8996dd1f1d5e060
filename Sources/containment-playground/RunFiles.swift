import ArgumentParser
import Foundation
import HTTPServer
import PlaygroundService

/// `containment-playground run FILE...`: the files through the same front ends and engine as the
/// service, in a fresh in-memory session, no server (issue 40): for CI, editors and scripts. It
/// speaks to the service's own routes in process, so its JSON is the API's answer, byte for byte.
struct RunFiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs Swift or flat-script files in a fresh in-memory session and prints UIKit's callback log.",
        discussion: """
            The files run in order, each as one step of the session; a step UIKit's exception or a trap \
            ends is printed and ends the run. Exit status: 0; 1 when --fail-on's condition was met (error: \
            a UIKit exception or a trap; warning: also a pitfall or UIKit's console warning); 2 when a file \
            could not run (a syntax error, a construct the playground refuses, an unreadable file).
            """)

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
    enum Severity: String, ExpressibleByArgument, CaseIterable { case warning, error }

    @Argument(help: "Files to run, in order (Swift files or the flat script language).") var files: [String]
    @Option(help: "The iOS release to simulate (12 to 26; default the newest).") var ios: String?
    @Option(help: "A UIViewController subclass the last file declares, made the window's root after it runs.") var root: String?
    @Option(help: "text: the log, diagnostics and _printHierarchy; json: the API's answers.") var format: OutputFormat = .text
    @Option(
        name: .customLong("fail-on"), help: "error: exit 1 on a UIKit exception or a trap; warning: also on a pitfall or UIKit's console warning.")
    var failOn: Severity?

    /// On a thread with the service's workers' stack: the interpreter recurses as deep as a
    /// request does (the main thread's 8 MB overflowed at 100 nested calls in a debug build).
    func run() throws {
        nonisolated(unsafe) var outcome: Result<Void, any Error> = .success(())
        let done = DispatchSemaphore(value: 0)
        let command = self
        let worker = Thread {
            outcome = Result { try command.runFiles() }
            done.signal()
        }
        worker.stackSize = HTTPServerConfiguration().threadStackBytes
        worker.start()
        done.wait()
        try outcome.get()
    }

    private func runFiles() throws {
        var configuration = ServiceConfiguration()
        configuration.maxMutationsPerMinute = 0
        let service = PlaygroundService(configuration: configuration)
        func call(_ method: String, _ path: String, query: [String: String] = [:], json: Bool = false, body: [UInt8] = []) -> HTTPResponse {
            var headers = HTTPHeaders()
            headers.add("Host", "127.0.0.1")
            headers.add("Content-Type", json ? "application/json" : "text/plain")
            return service.handle(HTTPRequest(method: method, path: path, query: query, headers: headers, body: body, remoteAddress: "127.0.0.1"))
        }
        let creation = call("POST", "/v1/sessions", json: true, body: ios.map { Array("{\"ios\": \"\($0)\"}".utf8) } ?? [])
        guard creation.status == 201, let id = Self.answer(creation.body)?.id else {
            throw ValidationError("--ios: \(Self.answer(creation.body)?.detail ?? "the session could not start")")
        }
        var refused = false, conditionMet = false
        for (index, file) in files.enumerated() {
            guard let text = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
            var query = ["include": "log"]
            if let root, index == files.count - 1 { query["root"] = root }
            let answer = call("POST", "/v1/sessions/\(id)/script", query: query, body: Array(text))
            let object = Self.answer(answer.body) ?? Answer()
            if format == .json {
                FileHandle.standardOutput.write(Data(answer.body + [0x0A]))
            } else {
                print(Self.text(of: object, file: file, status: answer.status))
            }
            // A UIKit exception or a trap (422) is the code's: --fail-on decides. Anything else
            // (a syntax error, a construct the playground refuses) means the file could not run.
            if answer.status == 422 {
                conditionMet = conditionMet || failOn != nil
                break
            }
            if answer.status != 200 {
                refused = true
                break
            }
            conditionMet = conditionMet || Self.fails(object, on: failOn)
        }
        if format == .text {
            let hierarchy = service.handle(
                HTTPRequest(method: "GET", path: "/v1/sessions/\(id)/hierarchy", headers: ["Accept": "text/plain", "Host": "127.0.0.1"]))
            print("== hierarchy\n" + String(decoding: hierarchy.body, as: UTF8.self), terminator: "")
        }
        if refused { throw ExitCode(2) }
        if conditionMet { throw ExitCode(1) }
    }

    /// The parts of an answer the text form and `--fail-on` read. Decoded with `JSONDecoder`:
    /// Foundation's `JSONSerialization` on Linux drops a U+FEFF that follows an escaped quote
    /// (`"a\"\u{FEFF}b"` came back as `a"b`), so a printed string lost it.
    struct Answer: Decodable {
        struct Entry: Decodable {
            var line: Int?
            var sourceLine: Int?
            var text: String?
            var kind: String?
            var origin: String?
        }
        struct Note: Decodable {
            var line: Int?
            var pitfall: String?
            var summary: String?
        }
        struct Driver: Decodable { var root: String? }
        var id: String?
        var detail: String?
        var log: [Entry]?
        var diagnostics: [Note]?
        var driver: Driver?
    }

    private static func answer(_ body: [UInt8]) -> Answer? { try? JSONDecoder().decode(Answer.self, from: Data(body)) }

    /// The step as text: each log entry with its line, then the diagnostics, or the refusal.
    static func text(of answer: Answer, file: String, status: Int) -> String {
        var lines = ["== \(file)"]
        if status != 200 {
            lines.append("refused (\(status)): \(answer.detail ?? "")")
            for entry in answer.log ?? [] { lines.append(entryLine(entry)) }
            return lines.joined(separator: "\n")
        }
        for entry in answer.log ?? [] { lines.append(entryLine(entry)) }
        for diagnostic in answer.diagnostics ?? [] {
            let line = diagnostic.line.map { " (line \($0))" } ?? ""
            lines.append("diagnostic \(diagnostic.pitfall ?? "")\(line): \(diagnostic.summary ?? "")")
        }
        if let root = answer.driver?.root {
            lines.append("the file runs nothing: --root \(root) makes \(root) the window's root")
        }
        return lines.joined(separator: "\n")
    }

    private static func entryLine(_ entry: Answer.Entry) -> String {
        let line = (entry.sourceLine ?? entry.line).map { String($0) } ?? "-"
        return "\(line)\t\(entry.text ?? "")"
    }

    /// Whether an accepted step meets `--fail-on`: an exception in its log (error), or also a
    /// pitfall or UIKit's console warning (warning).
    static func fails(_ answer: Answer, on severity: Severity?) -> Bool {
        guard let severity else { return false }
        let log = answer.log ?? []
        if log.contains(where: { $0.kind == "exception" }) { return true }
        guard severity == .warning else { return false }
        let pitfalls = (answer.diagnostics ?? []).filter { !["unmodelled-api", "undeclared-type", "dictionary-order"].contains($0.pitfall ?? "") }
        let warnings = log.filter { $0.kind == "console" && $0.origin != "program" }
        return !pitfalls.isEmpty || !warnings.isEmpty
    }
}
