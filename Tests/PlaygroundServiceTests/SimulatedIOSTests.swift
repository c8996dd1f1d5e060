import Foundation
import Testing

@testable import PlaygroundService

/// `POST /v1/sessions` with `"ios"`: the release a session simulates, kept as its first input so
/// export, import, restart and replay simulate the same one.
@Suite struct SimulatedIOSTests {
    static let present = "let A = UIViewController()\nlet B = UIViewController()\nwindow.rootViewController = A\nA.present(B, animated: true)"

    private func texts(_ reply: Reply) -> [String] {
        (reply.json["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }

    @Test(arguments: Transport.allCases)
    func aSessionSimulatesTheReleaseItNames(_ transport: Transport) throws {
        try transport.run { client in
            for body in [#"{"ios": "12"}"#, #"{"ios": 12}"#, #"{"ios": "iOS 12.4"}"#] {
                let created = try client.post("/v1/sessions", body, contentType: "application/json")
                #expect(created.status == 201, "\(body)")
                #expect(created.json["revision"] as? Int == 1, "the release is the session's first input")
                #expect((created.json["hierarchy"] as? [String: Any])?["ios"] as? String == "12")
                let session = "/v1/sessions/" + (created.json["id"] as? String ?? "")
                let ran = try client.post(session + "/script", Self.present)
                #expect(ran.status == 200)
                // iOS 12: full screen by default (the presenter disappears), no viewIsAppearing.
                #expect(texts(ran).contains("A.viewDidDisappear(true)"))
                #expect(!texts(ran).contains { $0.contains("viewIsAppearing") })
            }
            let newest = try client.newSession()
            #expect((try client.get(newest + "/hierarchy").json["ios"] as? String) == "26")
            let ran = try client.post(newest + "/script", Self.present)
            #expect(!texts(ran).contains("A.viewDidDisappear(true)"))
            #expect(texts(ran).contains("B.viewIsAppearing(true)"))
        }
    }

    @Test(arguments: [#"{"ios": "11"}"#, #"{"ios": "19"}"#, #"{"ios": ""}"#, #"{"ios": "17.x"}"#, #"{"ios": true}"#, #"{"ios": 17.5}"#])
    func aReleaseThePlaygroundDoesNotModelIsRefused(body: String) throws {
        try Transport.inProcess.run { client in
            let refused = try client.post("/v1/sessions", body, contentType: "application/json")
            #expect(refused.status == 400, "\(body)")
            #expect((try client.get("/v1/sessions").json["sessions"] as? [Any])?.isEmpty == true, "a refused creation leaves no session")
            let unmodelled = try client.post("/v1/sessions", #"{"ios": "11"}"#, contentType: "application/json")
            #expect((unmodelled.json["detail"] as? String)?.contains("12, 13, 14, 15, 16, 17, 18, 26") == true)
        }
    }

    /// The export lists the release as an input; importing it simulates the same one, and an
    /// import with its own `ios` re-runs the document under that release instead.
    @Test(arguments: Transport.allCases)
    func exportImportAndReRunUnderAnotherRelease(_ transport: Transport) throws {
        try transport.run { client in
            let created = try client.post("/v1/sessions", #"{"ios": "16"}"#, contentType: "application/json")
            let session = "/v1/sessions/" + (created.json["id"] as? String ?? "")
            let detached =
                "let P = UIViewController()\nlet S = UIViewController()\nlet B = UIViewController()\nwindow.rootViewController = P\nP.view.addSubview(S.view)\nS.present(B, animated: false)"
            let on16 = texts(try client.post(session + "/script", detached)).filter { $0.hasPrefix("console:") }
            #expect(
                on16 == [
                    "console: [Presentation] Presenting view controller <UIViewController: B> from detached view controller <UIViewController: S> is discouraged."
                ])
            let export = try client.get(session + "/export")
            let scripts = try #require(export.json["scripts"] as? [[String: Any]])
            #expect(scripts.first?["ios"] as? String == "16")
            #expect(scripts.count == 2)

            let copy = try client.post("/v1/sessions", export.text, contentType: "application/json")
            #expect(copy.status == 201)
            let copyPath = "/v1/sessions/" + (copy.json["id"] as? String ?? "")
            #expect(try client.get(copyPath + "/log").text == client.get(session + "/log").text)

            var document = try #require(try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
            document["ios"] = "26"
            document["revision"] = nil
            let rerun = try client.post(
                "/v1/sessions", String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self), contentType: "application/json"
            )
            #expect(rerun.status == 201)
            let rerunPath = "/v1/sessions/" + (rerun.json["id"] as? String ?? "")
            #expect(try client.get(rerunPath + "/hierarchy").json["ios"] as? String == "26")
            #expect((try client.get(rerunPath + "/export").json["scripts"] as? [Any])?.count == 2)
            let log = try client.get(rerunPath + "/log").json["entries"] as? [[String: Any]] ?? []
            #expect(
                log.contains { ($0["text"] as? String)?.hasPrefix("console: Presenting view controller <UIViewController: B> from detached") == true }
            )

            // The release's own input has no statements to step through.
            let steps = try client.get(session + "/steps?revision=1")
            #expect(steps.status == 200)
            #expect(steps.json["language"] as? String == "ios")
            #expect((steps.json["steps"] as? [Any])?.isEmpty == true)
            // Copied as Swift, the release is a comment the Swift front end reads past.
            let swift = try client.get(session + "/export", accept: "text/x-swift")
            #expect(swift.text.contains("simulates iOS 16"))
        }
    }

    @Test func aRestartKeepsTheRelease() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = ServiceConfiguration.testing
        configuration.dataDirectory = directory.path
        var session = ""
        try Transport.inProcess.run(configuration) { client in
            let created = try client.post("/v1/sessions", #"{"ios": "15"}"#, contentType: "application/json")
            session = "/v1/sessions/" + (created.json["id"] as? String ?? "")
            #expect(try client.post(session + "/script", "let A = UIViewController()").status == 200)
        }
        let service = PlaygroundService(configuration: configuration)
        #expect(service.restoreSessions().restored == 1)
        let hierarchy = service.handle(.init(method: "GET", path: session + "/hierarchy"))
        let json = try JSONSerialization.jsonObject(with: Data(hierarchy.body)) as? [String: Any]
        #expect(json?["ios"] as? String == "15")
        #expect(json?["revision"] as? Int == 2)
    }
}
