import HTTPServer
import PlaygroundAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Routes by method and path pattern (`/v1/sessions/{id}`). A path that matches with another
/// method answers 405 with `Allow`; no match answers 404.
struct Router: Sendable {
    /// A route's work: translate the request, call the store, encode the answer. A handler
    /// throws a `Problem` instead of answering one; the router renders it.
    typealias Handler = @Sendable (HTTPRequest, [String: String]) throws(Problem) -> HTTPResponse
    /// What `match` hands out: the handler with its problems already rendered.
    typealias Responder = @Sendable (HTTPRequest, [String: String]) -> HTTPResponse

    private struct Route: Sendable {
        var method: String
        var pattern: String
        var segments: [Segment]
        var handler: Responder
    }
    private enum Segment: Sendable {
        /// A Substring, like the path's segments: comparing a String with a Substring takes a
        /// generic path several times slower.
        case literal(Substring)
        case parameter(String)
    }
    private var routes: [Route] = []
    /// Routes without parameters by exact path, found without splitting the path (a literal
    /// route wins over a pattern that would also match, as in most routers).
    private var literalRoutes: [String: [Int]] = [:]
    /// Whether a literal route has a path of each UTF-8 length: a path of another length (every
    /// session route's, with its 32-character id) is not hashed to look for one.
    private var literalLengths: [Bool] = []
    /// Every route's index by its number of segments, in the order added: a path is compared
    /// only with the patterns of its length (walking every route, copying each, was 3 % of a
    /// mutation's instructions by callgrind).
    private var routesBySegmentCount: [[Int]] = []

    /// Every route as `METHOD /pattern`, for checking the API description against the table.
    var table: Set<String> { Set(routes.map { "\($0.method) \($0.pattern)" }) }

    /// A route; a query parameter not in `query` answers 400, so a typo (`?setle=false`) is
    /// reported instead of silently ignored.
    mutating func add(_ method: String, _ pattern: String, query: Set<String> = [], _ handler: @escaping Handler) {
        let checked: Responder = { request, parameters in
            do throws(Problem) {
                if !request.query.isEmpty, let unknown = request.query.keys.sorted().first(where: { !query.contains($0) }) {
                    let known = query.isEmpty ? "it takes none" : "it takes " + query.sorted().joined(separator: ", ")
                    throw Problem.badRequest("unknown query parameter '\(unknown)' for \(method) \(pattern); \(known)")
                }
                return try handler(request, parameters)
            } catch {
                return error.response()
            }
        }
        let segments = Self.segments(pattern)
        if segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            literalRoutes[pattern, default: []].append(routes.count)
            let length = pattern.utf8.count
            while literalLengths.count <= length { literalLengths.append(false) }
            literalLengths[length] = true
        }
        while routesBySegmentCount.count <= segments.count { routesBySegmentCount.append([]) }
        routesBySegmentCount[segments.count].append(routes.count)
        routes.append(Route(method: method, pattern: pattern, segments: segments, handler: checked))
    }

    enum Match {
        case found(Responder, [String: String], pattern: String)
        case methodNotAllowed(allow: [String], pattern: String)
        case notFound
    }

    func match(method: String, path: String) -> Match {
        let length = path.utf8.count
        if length < literalLengths.count, literalLengths[length], let candidates = literalRoutes[path],
            let found = candidates.first(where: { routes[$0].method == method || (method == "HEAD" && routes[$0].method == "GET") })
        {
            return .found(routes[found].handler, [:], pattern: routes[found].pattern)
        }
        let segments = Self.pathSegments(path)
        guard segments.count < routesBySegmentCount.count else { return .notFound }
        var allowed: [String] = [], pattern = ""
        for index in routesBySegmentCount[segments.count] {
            guard let parameters = Self.bind(routes[index].segments, to: segments) else { continue }
            let route = routes[index]
            if route.method == method || (method == "HEAD" && route.method == "GET") {
                return .found(route.handler, parameters, pattern: route.pattern)
            }
            allowed.append(route.method)
            pattern = route.pattern
        }
        if allowed.isEmpty { return .notFound }
        if allowed.contains("GET") { allowed.append("HEAD") }
        return .methodNotAllowed(allow: allowed, pattern: pattern)
    }

    /// The path between its slashes, empty segments dropped. The slashes are found in the
    /// text's bytes, and each segment made from its offsets (constant time in UTF-8): stepping
    /// through `utf8`'s indices, each checked, was most of routing a request.
    private static func pathSegments(_ path: String) -> [Substring] {
        let utf8 = path.utf8
        var segments: [Substring] = []
        segments.reserveCapacity(6)
        var bytes = path  // a copy to read the bytes of while `utf8` (of `path`) makes the segments
        bytes.withUTF8 { bytes in
            // Appended here, not in a local function: one capturing `segments` made Swift check
            // exclusive access to it at run time on every call. The slashes are found by memchr.
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start <= bytes.count {
                let slash =
                    memchr(base + start, Int32(UInt8(ascii: "/")), bytes.count - start)
                    .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
                if slash > start {
                    segments.append(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: slash)]))
                }
                start = slash + 1
            }
        }
        return segments
    }

    private static func segments(_ pattern: String) -> [Segment] {
        pattern.split(separator: "/").map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? .parameter(String(segment.dropFirst().dropLast())) : .literal(segment)
        }
    }

    /// Literals are compared first, so a path that does not match allocates nothing; the last
    /// first, since that is where most patterns of one length differ (`.../script`, `.../log`).
    private static func bind(_ pattern: [Segment], to path: [Substring]) -> [String: String]? {
        guard pattern.count == path.count else { return nil }
        for index in pattern.indices.reversed() {
            if case .literal(let literal) = pattern[index], literal != path[index] { return nil }
        }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, path) {
            if case .parameter(let name) = expected { parameters[name] = String(actual) }
        }
        return parameters
    }
}
