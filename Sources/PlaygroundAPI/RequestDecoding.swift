import ContainmentEngine
import Foundation

/// Request bodies to values, or a 400/415 problem. Kept free of HTTP types so the fuzz target
/// (`fuzz/`) can compile it with the engine alone.
package enum RequestDecoding {
    /// `POST /v1/sessions`: an empty body, `{"preset": "name"}`, or an exported session document.
    package static func creation(contentType: String?, body: [UInt8]) throws(Problem) -> SessionCreation? {
        guard !body.isEmpty else { return nil }
        // A JSON route takes JSON only: a form or text/plain body is what a page on another site
        // can send without asking first (a "simple" request, no preflight).
        guard contentType?.lowercased().hasPrefix("application/json") == true else {
            throw Problem(.unsupportedMediaType, "send the session document as application/json")
        }
        guard let creation = try? JSONDecoder().decode(SessionCreation.self, from: Data(body)) else {
            throw Problem.badRequest("invalid JSON: expected an empty body, {\"preset\": \"name\"} or an exported session {\"scripts\": [...]}")
        }
        if creation.preset != nil, creation.scripts != nil {
            throw Problem.badRequest("give either 'preset' or 'scripts', not both")
        }
        if let format = creation.format, format != SessionDocument.formatName {
            throw Problem.badRequest("'format' must be '\(SessionDocument.formatName)', got '\(format)'")
        }
        if let revision = creation.revision, let scripts = creation.scripts, revision != scripts.count {
            throw Problem.badRequest(
                "the document says revision \(revision) but holds \(scripts.count) scripts: a session's revision is the number of its scripts; fix or drop 'revision'"
            )
        }
        if let version = creation.version, version != SessionDocument.currentVersion {
            throw Problem.badRequest("this service reads session documents of version \(SessionDocument.currentVersion), got \(version)")
        }
        if let ios = creation.ios, IOSVersion(ios.text) == nil {
            throw Problem.badRequest("'ios' names a release the playground simulates: \(IOSVersion.modelledList); got '\(ios.text)'")
        }
        return creation
    }

    /// `POST /v1/sessions/{id}/script`: a `text/plain` script, or JSON `{"script": ..., "settle": ...}`.
    /// `settleQuery` is the `settle` query parameter, which applies to a plain-text script.
    package static func script(contentType: String?, body: [UInt8], settleQuery: String?, rootQuery: String? = nil) throws(Problem) -> ScriptRequest {
        let contentType = contentType?.lowercased() ?? "text/plain"
        let settle: Bool?
        switch settleQuery {
        case nil: settle = nil
        case "true": settle = true
        case "false": settle = false
        case let other?: throw Problem.badRequest("'settle' must be true or false, got '\(other)'")
        }
        if contentType.hasPrefix("application/json") {
            let request: ScriptRequest
            do {
                request = try JSONDecoder().decode(ScriptRequest.self, from: Data(body))
            } catch {
                throw Problem.badRequest("invalid JSON: expected {\"script\": \"...\", \"settle\": true}")
            }
            if let language = request.language, language != "script", language != "swift", language != "objc" {
                throw Problem.badRequest("'language' is \"script\", \"swift\" or \"objc\" (or absent: the service decides), got '\(language)'")
            }
            if request.root != nil, request.language == "script" {
                throw Problem.badRequest("'root' names a class of a Swift file; the flat language declares no classes")
            }
            return request
        }
        // curl's --data-binary sends application/x-www-form-urlencoded unless told otherwise:
        // its raw body is the script too.
        guard contentType.hasPrefix("text/plain") || contentType.hasPrefix("application/x-www-form-urlencoded") else {
            throw Problem(.unsupportedMediaType, "send the script as text/plain or as JSON {\"script\": \"...\"}")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw Problem.badRequest("the script is not valid UTF-8")
        }
        return ScriptRequest(script: text, settle: settle, language: nil, root: rootQuery)
    }

    /// Which parts a script response carries: `include=log,hierarchy` (the default) or a subset;
    /// `include=none` leaves both out, so a mutation's cost does not grow with the session.
    package static func responseParts(_ include: String?) throws(Problem) -> ResponseParts {
        guard let include else { return .all }
        var parts: ResponseParts = []
        for name in include.split(separator: ",", omittingEmptySubsequences: false) {
            switch name {
            case "log": parts.insert(.log)
            case "hierarchy": parts.insert(.hierarchy)
            case "changes": parts.insert(.changes)
            case "none": break
            default: throw Problem.badRequest("'include' is a comma-separated list of log, hierarchy, changes or none; got '\(include)'")
            }
        }
        return parts
    }
}

extension RequestDecoding {
    /// A query parameter that must be an integer in `1...2^53-1` (JSON-safe), or its default.
    package static func positiveInteger(_ text: String?, name: String, default value: Int) throws(Problem) -> Int {
        guard let text else { return value }
        return try integer(text, name: name, from: 1)
    }

    /// A query's integer from `minimum` to 2^53 - 1 (the API description's bound), or a 400.
    package static func integer(_ text: String, name: String, from minimum: Int) throws(Problem) -> Int {
        guard let number = Int(text), (minimum...9_007_199_254_740_991).contains(number) else {
            throw Problem.badRequest("'\(name)' must be an integer from \(minimum) to 9007199254740991, got '\(text)'")
        }
        return number
    }
}

package struct ResponseParts: OptionSet {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let log = ResponseParts(rawValue: 1)
    package static let hierarchy = ResponseParts(rawValue: 2)
    /// Only the nodes the mutation changed, against the revision before it (`HierarchyChanges`).
    package static let changes = ResponseParts(rawValue: 4)
    package static let all: ResponseParts = [.log, .hierarchy]
}
