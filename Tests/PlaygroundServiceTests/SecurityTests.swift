import Dispatch
import Foundation
import HTTPServer
import HTTPTestSupport
import Support
import Testing

@testable import PlaygroundService

/// Sessions only for those who hold them, no cross-site writes, strict HTTP (docs/security.md).
@Suite struct SecurityTests {
    private static func configuration(_ change: (inout ServiceConfiguration) -> Void = { _ in }) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        change(&configuration)
        return configuration
    }

    /// A raw client: no admin token added, headers exactly as given.
    private static func raw(_ port: Int) throws -> TestHTTPClient { try TestHTTPClient(port: port, timeoutSeconds: 10) }

    private static func header(_ response: TestHTTPResponse, _ name: String) -> String? {
        response.headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    @Test func sessionIdsCarry128Bits() throws {
        let ids = (0..<50).map { _ in SessionStore.newID() }
        #expect(ids.allSatisfy { $0.count == 32 && SessionStore.isValidID($0) })
        #expect(Set(ids).count == 50)
        #expect(SessionStore.isValidID("0123456789abcdef"))  // journals from before keep loading
        #expect(!SessionStore.isValidID("0123456789abcdeg"))
    }

    /// The listing needs the admin token: off (403) without one configured, 401 without or with
    /// a wrong one, 200 with it.
    @Test func listingNeedsTheAdminToken() throws {
        try LiveService.run(Self.configuration { $0.adminToken = nil }) { live in
            let reply = try Self.raw(live.port).send("GET", "/v1/sessions")
            #expect(reply.status == 403)
            #expect(String(decoding: reply.body, as: UTF8.self).contains("PLAYGROUND_ADMIN_TOKEN"))
        }
        try LiveService.run(Self.configuration { $0.adminToken = "s3cret-admin" }) { live in
            let client = try Self.raw(live.port)
            let anonymous = try client.send("GET", "/v1/sessions")
            #expect(anonymous.status == 401)
            #expect(Self.header(anonymous, "WWW-Authenticate")?.hasPrefix("Bearer") == true)
            #expect(try client.send("GET", "/v1/sessions", headers: [("Authorization", "Bearer s3cret-admiN")]).status == 401)
            #expect(try client.send("GET", "/v1/sessions", headers: [("Authorization", "Bearer s3cret")]).status == 401)
            #expect(try client.send("GET", "/v1/sessions", headers: [("Authorization", "Bearer s3cret-admin")]).status == 200)
            // Everything else stays open without an API token: ids are the capabilities.
            #expect(try client.send("POST", "/v1/sessions").status == 201)
        }
    }

    /// With an API token every /v1 route needs it (the admin token works too); health, readiness
    /// and the page do not.
    @Test func apiTokenGuardsEveryAPIRoute() throws {
        try LiveService.run(Self.configuration { $0.apiToken = "api-token-1" }) { live in
            let client = try Self.raw(live.port)
            #expect(try client.send("POST", "/v1/sessions").status == 401)
            #expect(try client.send("POST", "/v1/sessions", headers: [("Authorization", "Bearer wrong")]).status == 401)
            #expect(try client.send("GET", "/v1/presets").status == 401)
            let created = try client.send("POST", "/v1/sessions", headers: [("Authorization", "Bearer api-token-1")])
            #expect(created.status == 201)
            let id = try #require((try JSONSerialization.jsonObject(with: Data(created.body)) as? [String: Any])?["id"] as? String)
            #expect(try client.send("GET", "/v1/sessions/\(id)").status == 401)
            #expect(try client.send("GET", "/v1/sessions/\(id)", headers: [("Authorization", "bearer api-token-1")]).status == 200)
            #expect(try client.send("GET", "/v1/sessions/\(id)", headers: [("Authorization", "Bearer \(Client.adminToken)")]).status == 200)
            #expect(try client.send("GET", "/healthz").status == 200)
            #expect(try client.send("GET", "/readyz").status == 200)
            #expect(try client.send("GET", "/").status == 200)
        }
    }

    /// A page on another origin cannot change sessions (Origin, Sec-Fetch-Site); the page on its
    /// own origin and clients that send no Origin (curl) can; configured origins can too. A JSON
    /// route takes JSON only.
    @Test func crossSiteWritesAreRefused() throws {
        try LiveService.run(Self.configuration { $0.allowedOrigins = "https://teacher.example" }) { live in
            let client = try Self.raw(live.port)
            let own = "http://127.0.0.1:\(live.port)"
            let foreign = try client.send("POST", "/v1/sessions", headers: [("Origin", "http://evil.example")])
            #expect(foreign.status == 403)
            #expect(try client.send("POST", "/v1/sessions", headers: [("Origin", "null")]).status == 403)
            #expect(try client.send("POST", "/v1/sessions", headers: [("Sec-Fetch-Site", "cross-site")]).status == 403)
            #expect(try client.send("POST", "/v1/sessions", headers: [("Origin", own), ("Sec-Fetch-Site", "same-origin")]).status == 201)
            #expect(try client.send("POST", "/v1/sessions", headers: [("Origin", "https://teacher.example")]).status == 201)
            let created = try client.send("POST", "/v1/sessions")
            #expect(created.status == 201)
            let id = try #require((try JSONSerialization.jsonObject(with: Data(created.body)) as? [String: Any])?["id"] as? String)
            // The no-cors text/plain fetch a foreign page can send without a preflight.
            let smuggled = try client.send(
                "POST", "/v1/sessions/\(id)/script", headers: [("Origin", "http://evil.example"), ("Content-Type", "text/plain")],
                body: Array("let evil = UIViewController()".utf8))
            #expect(smuggled.status == 403)
            #expect(try client.send("DELETE", "/v1/sessions/\(id)", headers: [("Origin", "http://evil.example")]).status == 403)
            // curl: no Origin, text/plain.
            let curl = try client.send(
                "POST", "/v1/sessions/\(id)/script", headers: [("Content-Type", "text/plain")], body: Array("let fine = UIViewController()".utf8))
            #expect(curl.status == 200)
            #expect(String(decoding: curl.body, as: UTF8.self).contains("\"revision\":1"))
            // Reads from another origin are the browser's business (no CORS headers are sent).
            #expect(try client.send("GET", "/v1/sessions/\(id)", headers: [("Origin", "http://evil.example")]).status == 200)
            // A session document is JSON, only.
            let form = try client.send(
                "POST", "/v1/sessions", headers: [("Content-Type", "text/plain")], body: Array(#"{"preset":"uikit-modal"}"#.utf8))
            #expect(form.status == 415)
        }
    }

    /// DNS rebinding: a request naming another host is refused before any route; configured
    /// names and `*` are allowed.
    @Test func foreignHostIsRefused() throws {
        try LiveService.run(Self.configuration { $0.allowedHosts = "playground.lan" }) { live in
            let client = try Self.raw(live.port)
            let head = { (host: String) throws -> Int in
                try client.sendRaw(Array("GET /v1/presets HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8)).status
            }
            #expect(try head("attacker.example") == 421)
            #expect(try head("attacker.example:\(live.port)") == 421)
            #expect(try head("localhost:\(live.port)") == 200)
            #expect(try head("[::1]:\(live.port)") == 200)
            #expect(try head("PLAYGROUND.lan") == 200)
        }
        try LiveService.run(Self.configuration { $0.allowedHosts = "*" }) { live in
            let reply = try Self.raw(live.port).sendRaw(Array("GET /v1/presets HTTP/1.1\r\nHost: anything.example\r\n\r\n".utf8))
            #expect(reply.status == 200)
        }
    }

    @Test func securityHeadersOnThePageAndTheAPI() throws {
        try LiveService.run { live in
            let client = try Self.raw(live.port)
            let page = try client.send("GET", "/")
            #expect(Self.header(page, "Content-Security-Policy")?.contains("default-src 'self'") == true)
            #expect(Self.header(page, "Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
            for response in [
                page, try client.send("GET", "/v1/presets"), try client.send("GET", "/v1/sessions/nope"), try client.send("GET", "/healthz"),
            ] {
                #expect(Self.header(response, "X-Content-Type-Options") == "nosniff")
                #expect(Self.header(response, "Referrer-Policy") == "no-referrer")
                #expect(Self.header(response, "Content-Security-Policy") != nil)
            }
        }
    }

    /// The HTTP leniencies closed: one answer and a closed connection for Content-Length with
    /// Transfer-Encoding; a NUL in the path is a 400 (it used to cut the path and delete the
    /// session it named); HTTP/1.1 needs Host; a body over the cap is read and answered 413.
    @Test func strictHTTP() throws {
        try LiveService.run(http: { $0.maxBodyBytes = 1_000 }) { live in
            let client = try Self.raw(live.port)
            let created = try client.send("POST", "/v1/sessions")
            let id = try #require((try JSONSerialization.jsonObject(with: Data(created.body)) as? [String: Any])?["id"] as? String)
            client.close()

            let smuggling = Array(
                "POST /v1/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    .utf8)
            let socket = try SocketConnection(port: live.port, timeoutSeconds: 5)
            try socket.write(smuggling)
            let answer = String(decoding: try socket.readToEnd(), as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 400"))
            #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "exactly one response, then the connection closed: \(answer)")

            let nul = try Self.raw(live.port).sendRaw(Array("DELETE /v1/sessions/\(id)%00junk HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
            #expect(nul.status == 400)
            #expect(try Self.raw(live.port).send("GET", "/v1/sessions/\(id)").status == 200)

            let noHost = try Self.raw(live.port).sendRaw(Array("GET /healthz HTTP/1.1\r\n\r\n".utf8))
            #expect(noHost.status == 400)
            #expect(try Self.raw(live.port).sendRaw(Array("GET /healthz HTTP/1.0\r\n\r\n".utf8)).status == 200)

            // The whole body is sent before the answer is read, as Python's http.client does.
            let large = try Self.raw(live.port).send(
                "POST", "/v1/sessions/\(id)/script", headers: [("Content-Type", "text/plain")], body: Array(repeating: 0x61, count: 50_000))
            #expect(large.status == 413)
        }
    }

    /// A write or read racing a DELETE answers 404 (or succeeds first), never a 5xx.
    @Test func writesRacingADeleteAnswer404() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let service = PlaygroundService(configuration: Self.configuration { $0.dataDirectory = directory.path })
        let client = Client.inProcess(service)
        final class Counts: Sendable {
            let value = Locked<[Int: Int]>([:])
        }
        let counts = Counts()
        for _ in 0..<600 {
            let session = try client.newSession()
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let client = Client.inProcess(service)
                let status: Int
                switch index {
                case 0: status = (try? client.delete(session).status) ?? -1
                case 1: status = (try? client.post(session + "/script", "let v = UIView()").status) ?? -1
                default: status = (try? client.get(session + "/log").status) ?? -1
                }
                counts.value.withLock { $0[status, default: 0] += 1 }
            }
        }
        let seen = counts.value.withLock { $0 }
        #expect(Set(seen.keys).isSubset(of: [200, 204, 404]), "\(seen)")
        #expect(seen[204] == 600)
    }

    /// A document whose revision does not match its scripts is refused.
    @Test func importWithAnInconsistentRevisionIsRefused() throws {
        let client = Client.inProcess(PlaygroundService(configuration: Self.configuration()))
        let reply = try client.post(
            "/v1/sessions", #"{"revision": 3, "scripts": [{"source": "let a = UIView()", "settle": true}]}"#, contentType: "application/json")
        #expect(reply.status == 400)
        #expect(reply.text.contains("revision 3"))
    }

    @Test func tokensAreComparedWholly() {
        #expect(AccessPolicy.same("abc", "abc"))
        #expect(!AccessPolicy.same("abc", "abd"))
        #expect(!AccessPolicy.same("abc", "abcd"))
        #expect(!AccessPolicy.same("", "a"))
        #expect(AccessPolicy.bearer("Bearer  tok ") == "tok")
        #expect(AccessPolicy.bearer("Basic dG9r") == nil)
        #expect(AccessPolicy.hostName("[::1]:8080") == "[::1]")
        #expect(AccessPolicy.hostName("LocalHost:80") == "localhost")
        #expect(AccessPolicy.hostName("127.0.0.1:8080") == "127.0.0.1")
        #expect(AccessPolicy.hostName("localhost") == "localhost")
        #expect(AccessPolicy.hostName("[::1]") == "[::1]")
        #expect(AccessPolicy.hostName("[::1") == "[")  // no closing bracket: everything before the first colon
        #expect(AccessPolicy.hostName("") == "")
        #expect(AccessPolicy.hostName("ÉCOLE.example:80") == "école.example")
    }
}
