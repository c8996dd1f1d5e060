import Foundation
import HTTPServer
import PlaygroundAPI

/// Who may reach what, checked before any route runs (docs/security.md):
/// - the `Host` a request names must be this service's (DNS rebinding: a page on
///   `attacker.example` resolving to 127.0.0.1 sends `Host: attacker.example`): 421;
/// - a mutation sent by a page on another origin is refused (`Origin`, `Sec-Fetch-Site`): 403;
///   curl and other clients that send no `Origin` are not browsers and pass;
/// - with an API token, every `/v1` route needs `Authorization: Bearer <token>`: 401;
/// - the listing of all sessions needs the admin token (403 while none is set): session ids are
///   capabilities, and a listing would hand them to anyone.
struct AccessPolicy: Sendable {
    /// Host names (without port) requests may name; `*` allows any.
    let allowedHosts: Set<String>
    /// `allowedHosts` holds `*`.
    let allowsAnyHost: Bool
    /// Origins (`scheme://host[:port]`) allowed to mutate besides the service's own.
    let allowedOrigins: Set<String>
    let apiToken: String?
    let adminToken: String?

    init(configuration: ServiceConfiguration, boundHost: String? = nil) {
        var hosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        for name in Self.list(configuration.allowedHosts) { hosts.insert(name.lowercased()) }
        if let boundHost, boundHost != "0.0.0.0" { hosts.insert(boundHost) }
        allowedHosts = hosts
        allowsAnyHost = hosts.contains("*")
        allowedOrigins = Set(Self.list(configuration.allowedOrigins).map { $0.lowercased() })
        apiToken = configuration.apiToken.flatMap { $0.isEmpty ? nil : $0 }
        adminToken = configuration.adminToken.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Throws the problem that refuses `request`, if one does.
    func check(_ request: HTTPRequest) throws(Problem) {
        let host = request.header("host")
        if let host, !allowsAnyHost, !allowedHosts.contains(Self.hostName(host)) {
            var problem = Problem(
                .misdirectedRequest,
                "this service does not answer for the host '\(Self.hostName(host))'; add it to service.allowedHosts (PLAYGROUND_ALLOWED_HOSTS) if it is this service's name"
            )
            problem.limit = "allowedHosts"
            throw problem
        }
        switch request.method {
        case "GET", "HEAD", "OPTIONS": break
        default: try checkSameOrigin(request, host: host)
        }
        guard request.path.hasPrefix("/v1/") else { return }
        let presented = Self.bearer(request.header("authorization"))
        if request.method == "GET" || request.method == "HEAD", request.path == "/v1/sessions" {
            guard let adminToken else {
                throw Problem(
                    .forbidden,
                    "listing every session is off: session ids are capabilities. Set PLAYGROUND_ADMIN_TOKEN (service.adminToken) and send Authorization: Bearer <it>"
                )
            }
            guard let presented, Self.same(presented, adminToken) else { throw Self.unauthorized("the admin token") }
            return
        }
        if let apiToken {
            guard let presented, Self.same(presented, apiToken) || adminToken.map({ Self.same(presented, $0) }) == true else {
                throw Self.unauthorized("the API token")
            }
        }
    }

    private func checkSameOrigin(_ request: HTTPRequest, host: String?) throws(Problem) {
        if request.header("sec-fetch-site")?.lowercased() == "cross-site" {
            throw Problem(.forbidden, "a page on another site may not change this service's sessions (Sec-Fetch-Site: cross-site)")
        }
        guard let origin = request.header("origin")?.lowercased() else { return }
        let own = host.map { ["http://" + $0.lowercased(), "https://" + $0.lowercased()] } ?? []
        guard own.contains(origin) || allowedOrigins.contains(origin) else {
            throw Problem(
                .forbidden,
                "a page on \(origin) may not change this service's sessions; add it to service.allowedOrigins (PLAYGROUND_ALLOWED_ORIGINS) to allow it"
            )
        }
    }

    private static func unauthorized(_ what: String) -> Problem {
        var problem = Problem(.unauthorized, "this route needs \(what): send Authorization: Bearer <token>")
        problem.challenge = #"Bearer realm="containment-playground""#
        return problem
    }

    /// `localhost:8080` -> `localhost`, `[::1]:8080` -> `[::1]`.
    /// Every request asks: cut by bytes, lowercased only when it has a capital (splitting and
    /// lowercasing the whole header was 5 % of a `GET /healthz`).
    static func hostName(_ host: String) -> String {
        let bytes = host.utf8
        let end: String.Index
        if bytes.first == UInt8(ascii: "["), let close = bytes.firstIndex(of: UInt8(ascii: "]")) {
            end = bytes.index(after: close)
        } else {
            end = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
        }
        let name = host[..<end]
        return name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) ? name.lowercased() : String(name)
    }

    static func bearer(_ header: String?) -> String? {
        guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else { return nil }
        return String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }

    /// Compares in time that depends only on the lengths, never on where the first difference is.
    static func same(_ presented: String, _ expected: String) -> Bool {
        let a = Array(presented.utf8), b = Array(expected.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}
