import ContainmentEngine
import Foundation
import HTTPServer
import PlaygroundAPI
import SwiftFrontEnd
import UIKitCatalogue

/// Running scripts and reading the log.
extension Routes {
    /// One mutation through the store's write door; the answer's JSON is written after the
    /// session's lock is released.
    func runScript(_ request: HTTPRequest, _ parameters: [String: String]) throws(Problem) -> HTTPResponse {
        try admitMutation(request)
        let script = try RequestDecoding.script(
            contentType: request.header("content-type"), body: request.body,
            settleQuery: request.query["settle"], rootQuery: request.query["root"])
        let parts = try RequestDecoding.responseParts(request.query["include"])
        let input: SessionInput
        if let root = script.root {
            input = .swift(source: try withDriver(script.script, root: root), settle: script.settle ?? true)
        } else {
            let settle = script.settle ?? true
            switch script.language {
            case "swift": input = .swift(source: script.script, settle: settle)
            case "objc": input = .objc(source: script.script, settle: settle)
            default: input = .script(source: script.script, settle: settle)
            }
        }
        var (result, ranNothing): (ScriptResult, Bool)
        do throws(Problem) {
            (result, ranNothing) = try counted { () throws(Problem) in
                try store.mutate(parameters["id"]!, input, ifMatch: request.header("if-match")) { playground, report, accepted in
                    let result = ScriptResult(
                        revision: report.revision, language: accepted.language, log: parts.contains(.log) ? report.log : nil,
                        diagnostics: report.diagnostics, logLength: playground.logCount,
                        hierarchy: parts.contains(.hierarchy) ? store.hierarchy(of: parameters["id"]!, playground) : nil,
                        changes: parts.contains(.changes) ? playground.changes() : nil)
                    return (result, report.log.isEmpty && accepted.language == "swift")
                }
            }
        } catch {
            var problem = error
            if script.root == nil { problem.wrapped = wrappedFragment(script.script, refusedWith: problem) }
            throw problem
        }
        if ranNothing, script.root == nil { result.driver = driverSuggestion(for: script.script) }
        return JSONBody.response(200, result, headers: [(name: "ETag", value: Preconditions.etag(revision: result.revision))])
    }

    /// The file with the driver after it (`let root = Root()`, `window.rootViewController = root`),
    /// `root` being one of the view controller classes it declares (else a 400 naming them).
    private func withDriver(_ source: String, root: String) throws(Problem) -> String {
        guard let outline = store.frontEnds.outline(of: source, limits: store.limits) else {
            throw Problem.badRequest("'root' applies to a Swift file that declares view controller classes; this text is not one")
        }
        guard outline.controllerClasses.contains(root) else {
            let classes = outline.controllerClasses.isEmpty ? "none" : outline.controllerClasses.joined(separator: ", ")
            throw Problem.badRequest("'root' names a UIViewController subclass the file declares (\(classes)); got '\(root)'")
        }
        return source + (source.hasSuffix("\n") ? "\n" : "\n\n") + SwiftFileOutline.driver(root: root) + "\n"
    }

    /// A text refused because it names a view controller's member at top level (`addChild`,
    /// `view`, `self`): the statements wrapped in the smallest class, offered only when that file
    /// runs (tried in a scratch playground, nothing kept).
    private func wrappedFragment(_ source: String, refusedWith problem: Problem) -> Problem.WrappedFragment? {
        guard problem.status == 400, let name = Self.quotedName(in: problem.detail),
            name == "self" || !UIKitCatalogue.knownMembers(named: name, on: "UIViewController").isEmpty
                || !UIKitCatalogue.methods(named: name, on: "UIViewController").isEmpty
        else { return nil }
        let wrapped = SwiftFileOutline.wrapping(fragment: source)
        guard let program = try? store.frontEnds.swift.program(for: wrapped, limits: store.limits) else { return nil }
        guard (try? Playground(limits: store.limits).run(program)) != nil else { return nil }
        return Problem.WrappedFragment(className: SwiftFileOutline.fragmentClass, script: wrapped)
    }

    /// The name the refusal quotes first: `addChild` of Swift's "cannot find 'addChild' in scope"
    /// and of the flat language's "unsupported statement 'addChild(child)'".
    static func quotedName(in detail: String) -> String? {
        guard let quote = detail.firstIndex(of: "'") else { return nil }
        let name = detail[detail.index(after: quote)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// A Swift file of classes that ran nothing: the classes, and the driver that would run the
    /// suggested one (issue 40: it used to answer a green "0 log entries").
    private func driverSuggestion(for source: String) -> DriverSuggestion? {
        guard let outline = store.frontEnds.outline(of: source, limits: store.limits), !outline.runsStatements,
            let root = outline.controllerClasses.first
        else { return nil }
        return DriverSuggestion(classes: outline.controllerClasses, root: root, driver: SwiftFileOutline.driver(root: root))
    }

    /// Counts an input the engine refused in `playground_script_errors_total`, then passes the
    /// problem on.
    func counted<Answer>(_ body: () throws(Problem) -> Answer) throws(Problem) -> Answer {
        do throws(Problem) { return try body() } catch {
            if let kind = error.engineErrorKind { metrics.scriptError(kind: kind) }
            if let limit = error.limit, ServiceMetrics.memoryBudgets.contains(limit) { metrics.budgetRefusal(limit: limit) }
            throw error
        }
    }

    /// A page of the log from sequence `from`, with `Link: <...>; rel="next"` while more follow.
    func logPage(_ request: HTTPRequest, _ parameters: [String: String]) throws(Problem) -> HTTPResponse {
        let from = try RequestDecoding.positiveInteger(request.query["from"], name: "from", default: 1)
        let limit = try RequestDecoding.positiveInteger(request.query["limit"], name: "limit", default: configuration.maxLogPageSize)
        let pageSize = min(limit, configuration.maxLogPageSize)
        let id = parameters["id"]!
        let past = try request.query["revision"].map { (text) throws(Problem) -> Int in try RequestDecoding.integer(text, name: "revision", from: 0) }
        return try store.read(id) { playground, _ throws(Problem) in
            // `?revision=R`: the log as it was after revision R, the entries up to it.
            if let past, past > playground.revision {
                throw Problem.notFound("session '\(id)' has no revision \(past) yet; it is at \(playground.revision)")
            }
            let length = past.map { playground.logCount(atRevision: $0) } ?? playground.logCount
            let entries = playground.logEntries(from: from, limit: min(pageSize, max(0, length - from + 1)))
            let next = entries.last.map { $0.sequence + 1 }.flatMap { $0 <= length ? $0 : nil }
            let first = playground.firstLogSequence
            let truncated =
                from < first
                ? LogPage.Truncation(
                    requestedFrom: from, firstAvailable: first,
                    detail:
                        "entries \(from)–\(first - 1) were dropped: a session keeps its newest \(playground.limits.maxLogEntries) log entries (maxLogEntries)"
                ) : nil
            var headers = [past.map { (name: "ETag", value: Preconditions.etag(revision: $0)) } ?? etag(playground)]
            if let next {
                let revision = past.map { "&revision=\($0)" } ?? ""
                headers.append((name: "Link", value: "</v1/sessions/\(id)/log?from=\(next)&limit=\(pageSize)\(revision)>; rel=\"next\""))
            }
            let page = LogPage(entries: entries, next: next, logLength: length, firstAvailable: first, truncated: truncated)
            return JSONBody.response(200, page, headers: headers)
        }
    }
}
