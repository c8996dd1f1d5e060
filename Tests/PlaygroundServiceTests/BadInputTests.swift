import Foundation
import Testing

@testable import PlaygroundService

/// Bad input gets a clear answer and changes nothing.
@Suite struct BadInputTests {
    /// The session's observable state: revision, log length and hierarchy text.
    private func snapshot(_ client: Client, _ session: String) throws -> String {
        let detail = try client.get(session).json
        let text = try client.get(session + "/hierarchy", accept: "text/plain").text
        return "\(detail["revision"] ?? "") \(detail["logLength"] ?? "")\n\(text)"
    }

    @Test(arguments: Transport.allCases)
    func malformedScriptNamesLineAndColumn(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", embed)
            let before = try snapshot(client, session)
            let reply = try client.post(session + "/script", "let X = UIViewController()\nP.addChild(X\n")
            #expect(reply.status == 400)
            #expect(reply.header("Content-Type")?.hasPrefix("application/problem+json") == true)
            #expect(reply.json["line"] as? Int == 2)
            #expect(reply.json["column"] as? Int == 11)
            #expect((reply.json["detail"] as? String)?.contains("line 2, column 11: '(' is never closed") == true)
            #expect(try snapshot(client, session) == before)
        }
    }

    @Test(arguments: [
        ("P.fly()", "unsupported call"),
        ("ghost.removeFromParent()", "unknown object 'ghost'"),
        ("P.addChild(P.view)", "expected a view controller"),
        ("window.size = CGSize(width: -1, height: 5)", "window size"),
        ("let P = UIViewController()", "already declared"),
    ])
    func unsupportedOrUnknownIsRejected(_ script: String, _ message: String) throws {
        try Transport.inProcess.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", embed)
            let before = try snapshot(client, session)
            let reply = try client.post(session + "/script", "C.view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)\n" + script)
            #expect(reply.status == 400)
            #expect((reply.json["detail"] as? String)?.contains(message) == true, "\(reply.text)")
            #expect(reply.json["line"] as? Int == 2)
            #expect(try snapshot(client, session) == before)
        }
    }

    @Test(arguments: Transport.allCases)
    func uikitExceptionAnswers422AndRestoresTheSession(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", embed + "\nlet D = UIViewController()\nlet E = UIViewController()")
            let before = try snapshot(client, session)
            let reply = try client.post(
                session + "/script", "P.addChild(D)\nP.transition(from: C, to: E, duration: 0.3, options: [], animations: nil) { _ in }")
            #expect(reply.status == 422)
            let exception = reply.json["exception"] as? [String: Any]
            #expect(exception?["name"] as? String == "NSInvalidArgumentException")
            #expect((exception?["reason"] as? String)?.hasPrefix("Children view controllers <UIViewController: C> and <UIViewController: E>") == true)
            let log = (reply.json["log"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(log?.first == "D.willMove(toParent: P)")
            #expect(log?.last?.hasPrefix("exception: NSInvalidArgumentException") == true)
            #expect(try snapshot(client, session) == before)
        }
    }

    @Test func invalidJSONAndMediaTypes() throws {
        try Transport.inProcess.run { client in
            let session = try client.newSession()
            #expect(try client.post(session + "/script", "{\"script\": ", contentType: "application/json").status == 400)
            #expect(try client.post(session + "/script", "{\"scrip\": \"x\"}", contentType: "application/json").status == 400)
            // A language the service does not speak (schemathesis sent "").
            #expect(try client.post(session + "/script", "{\"script\": \"\", \"language\": \"\"}", contentType: "application/json").status == 400)
            #expect(
                try client.post(session + "/script", "{\"script\": \"\", \"language\": \"kotlin\"}", contentType: "application/json").status == 400)
            #expect(
                try client.post(session + "/script", "{\"script\": \"\", \"language\": \"script\"}", contentType: "application/json").status == 200)
            #expect(try client.post(session + "/script", "x", contentType: "image/png").status == 415)
            #expect(try client.send("POST", session + "/script", [("Content-Type", "text/plain")], [0xff, 0xfe]).status == 400)
        }
    }

    @Test(arguments: Transport.allCases)
    func unknownRoutesSessionsAndMethods(_ transport: Transport) throws {
        try transport.run { client in
            #expect(try client.get("/v2/nothing").status == 404)
            #expect(try client.get("/v1/sessions/nope").status == 404)
            #expect(try client.post("/v1/sessions/nope/script", "let A = UIViewController()").status == 404)
            let wrong = try client.send("PUT", "/v1/sessions", [], [])
            #expect(wrong.status == 405)
            #expect(wrong.header("Allow") == "GET, POST, HEAD")
            #expect(wrong.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        }
    }

    @Test func sessionLimitIsNamed() throws {
        var configuration = ServiceConfiguration.testing
        configuration.maxSessions = 2
        try Transport.inProcess.run(configuration) { client in
            _ = try client.newSession()
            _ = try client.newSession()
            let third = try client.post("/v1/sessions")
            #expect(third.status == 429)
            #expect((third.json["detail"] as? String)?.contains("maxSessions") == true)
        }
    }

    @Test func controllerLimitIsNamedAndRollsBack() throws {
        var configuration = ServiceConfiguration.testing
        configuration.playground.maxControllers = 3
        try Transport.inProcess.run(configuration) { client in
            let session = try client.newSession()
            #expect(try client.post(session + "/script", "let A = UIViewController()").status == 200)
            let reply = try client.post(session + "/script", "let B = UIViewController()\nlet C = UIViewController()\nlet D = UIViewController()")
            #expect(reply.status == 422)
            #expect((reply.json["detail"] as? String)?.contains("maxControllers") == true)
            #expect(try client.get(session).json["revision"] as? Int == 1)
            #expect(try client.post(session + "/script", "let B = UIViewController()").status == 200)
        }
    }

    @Test func oversizedBodyAnswers413AndTheServerGoesOn() throws {
        try Transport.live.run(http: { $0.maxBodyBytes = 1_000 }) { client in
            let session = try client.newSession()
            let big = String(repeating: "// padding\n", count: 200)
            let reply = try client.post(session + "/script", big)
            #expect(reply.status == 413)
            // The HTTP layer's answer comes from the service's catalogue, like every other problem.
            #expect(reply.json["type"] as? String == "https://containment-playground.dev/problems/content-too-large")
            #expect(reply.json["limit"] as? String == "maxBodyBytes")
        }
        try Transport.live.run(http: { $0.maxBodyBytes = 1_000 }) { (client: Client) throws in
            #expect(try client.get("/healthz").status == 200)
        }
    }
}
