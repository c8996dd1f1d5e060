import Foundation
import Testing

@testable import PlaygroundService

/// ETag / If-Match / If-None-Match, the log's Link header and cap, query checking, include=, metrics.
@Suite struct ConditionalRequestTests {
    @Test(arguments: Transport.allCases)
    func ifMatchGuardsMutations(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let first = try client.send("POST", session + "/script", headers: [("If-Match", "\"0\"")], body: "let A = UIViewController()")
            #expect(first.status == 200)
            #expect(first.header("ETag") == "\"1\"")
            // A stale writer loses, names the current ETag, and changes nothing.
            let stale = try client.send("POST", session + "/script", headers: [("If-Match", "\"0\"")], body: "let B = UIViewController()")
            #expect(stale.status == 412)
            #expect(stale.header("ETag") == "\"1\"")
            #expect(try client.get(session).json["revision"] as? Int == 1)
            #expect(
                try client.send("POST", session + "/script", headers: [("If-Match", "\"7\", \"1\"")], body: "let B = UIViewController()").status
                    == 200)
            #expect(try client.send("POST", session + "/script", headers: [("If-Match", "*")], body: "let C = UIViewController()").status == 200)
            #expect(
                try client.send("POST", session + "/script", headers: [("If-Match", "W/\"3\"")], body: "let D = UIViewController()").status == 412)
            #expect(try client.send("POST", session + "/script", headers: [("If-Match", "3")], body: "let D = UIViewController()").status == 400)
            #expect(try client.send("DELETE", session, headers: [("If-Match", "\"2\"")]).status == 412)
            #expect(try client.send("DELETE", session, headers: [("If-Match", "\"3\"")]).status == 204)
        }
    }

    @Test(arguments: Transport.allCases)
    func ifNoneMatchAnswers304WhileCurrent(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            for path in [session, session + "/hierarchy", session + "/export"] {
                #expect(try client.send("GET", path, headers: [("If-None-Match", "\"0\"")]).status == 304)
                #expect(try client.send("GET", path, headers: [("If-None-Match", "garbage")]).status == 200)
            }
            _ = try client.post(session + "/script", "let A = UIViewController()")
            let changed = try client.send("GET", session, headers: [("If-None-Match", "\"0\"")])
            #expect(changed.status == 200)
            #expect(changed.header("ETag") == "\"1\"")
        }
    }

    @Test(arguments: Transport.allCases)
    func logPagesLinkToTheNextPage(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", "let A = UIViewController()\nwindow.rootViewController = A")
            var path = session + "/log?from=1&limit=2", sequences: [Int] = []
            while true {
                let page = try client.get(path)
                #expect(page.status == 200)
                sequences += (page.json["entries"] as? [[String: Any]] ?? []).compactMap { $0["sequence"] as? Int }
                guard let link = page.header("Link") else { break }
                let target = try #require(link.split(separator: ">").first?.dropFirst())
                #expect(link.hasSuffix("rel=\"next\""))
                path = String(target)
            }
            let length = try #require(try client.get(session).json["logLength"] as? Int)
            #expect(length > 2)
            #expect(sequences == Array(1...length))
        }
    }

    @Test func cappedLogSaysWhatWasDropped() throws {
        var configuration = ServiceConfiguration.testing
        configuration.playground.maxLogEntries = 8
        try Transport.inProcess.run(configuration) { client in
            let session = try client.newSession()
            for index in 0..<6 {
                let script = "let A\(index) = UIViewController()\nwindow.rootViewController = A\(index)"
                #expect(try client.post(session + "/script", script).status == 200)
            }
            let page = try client.get(session + "/log?from=1")
            let first = try #require(page.json["firstAvailable"] as? Int)
            #expect(first > 1)
            let truncated = try #require(page.json["truncated"] as? [String: Any])
            #expect(truncated["firstAvailable"] as? Int == first)
            #expect((truncated["detail"] as? String)?.contains("maxLogEntries") == true)
            let entries = try #require(page.json["entries"] as? [[String: Any]])
            #expect(entries.first?["sequence"] as? Int == first)
            #expect(entries.count <= 8 + 8 / 4)
            #expect(entries.last?["sequence"] as? Int == page.json["logLength"] as? Int)
            #expect(try client.get(session + "/log?from=\(first)").json["truncated"] == nil)
        }
    }

    @Test(arguments: Transport.allCases)
    func unknownOrMalformedQueryParametersAreNamed(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let typo = try client.post(session + "/script?setle=false", "let A = UIViewController()")
            #expect(typo.status == 400)
            #expect((typo.json["detail"] as? String)?.contains("setle") == true)
            #expect(try client.post(session + "/script?settle=maybe", "let A = UIViewController()").status == 400)
            #expect(try client.post(session + "/script?include=logs", "let A = UIViewController()").status == 400)
            #expect(try client.get(session + "/log?from=0").status == 400)
            #expect(try client.get(session + "/log?limit=99999999999999999999").status == 400)
            #expect(try client.get(session).json["revision"] as? Int == 0)
        }
    }

    @Test(arguments: Transport.allCases)
    func includeChoosesTheParts(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let bare = try client.post(session + "/script?include=none", "let A = UIViewController()\nwindow.rootViewController = A")
            #expect(bare.status == 200)
            #expect(bare.json["log"] == nil && bare.json["hierarchy"] == nil)
            #expect(bare.json["revision"] as? Int == 1)
            let logOnly = try client.post(session + "/script?include=log", "let B = UIViewController()")
            #expect(logOnly.json["log"] != nil && logOnly.json["hierarchy"] == nil)
            let both = try client.post(session + "/script", "let C = UIViewController()")
            #expect(both.json["log"] != nil && both.json["hierarchy"] != nil && both.json["changes"] == nil)
            // Only what changed: C embedded in A names A, C and their views, against revision 3.
            let embed = try client.post(
                session + "/script?include=log,changes", "A.addChild(C)\nA.view.addSubview(C.view)\nC.didMove(toParent: A)")
            #expect(embed.status == 200 && embed.json["hierarchy"] == nil && embed.json["log"] != nil)
            let changes = try #require(embed.json["changes"] as? [String: Any])
            #expect(changes["baseRevision"] as? Int == 3 && changes["revision"] as? Int == 4)
            let controllers = try #require(changes["controllers"] as? [[String: Any]])
            let names = controllers.compactMap { ($0["node"] as? [String: Any])?["name"] as? String }
            #expect(Set(names) == ["A", "C"], "\(names)")
            let a = try #require(controllers.first { ($0["node"] as? [String: Any])?["name"] as? String == "A" })
            #expect(a["children"] as? [String] == ["C"])
            let c = try #require(controllers.first { ($0["node"] as? [String: Any])?["name"] as? String == "C" })
            #expect((c["node"] as? [String: Any])?["isInWindow"] as? Bool == true)
            #expect((changes["views"] as? [[String: Any]])?.contains { ($0["node"] as? [String: Any])?["name"] as? String == "C.view" } == true)
            #expect(!controllers.contains { ($0["node"] as? [String: Any])?["name"] as? String == "B" }, "an untouched controller was sent")
            #expect(try client.post(session + "/script?include=change", "let D = UIViewController()").status == 400)
        }
    }

    @Test func metricsCountRequestsSessionsAndScriptErrors() throws {
        try Transport.inProcess.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", "let A = UIViewController()\nwindow.rootViewController = A")
            _ = try client.post(session + "/script", "let = oops")
            _ = try client.post(session + "/script", "A.removeFromParent()\nA.view.addSubview(A.view)")
            let metrics = try client.get("/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.header("Content-Type")?.hasPrefix("text/plain") == true)
            let text = metrics.text
            #expect(text.contains(#"http_requests_total{route="/v1/sessions/{id}/script",method="POST",status="200"} 1"#))
            #expect(text.contains(#"http_requests_total{route="/v1/sessions/{id}/script",method="POST",status="400"} 1"#))
            #expect(text.contains(#"playground_script_errors_total{kind="script"} 1"#))
            #expect(text.contains("playground_sessions 1"))
            #expect(text.contains("playground_live_sessions 1"))
            #expect(text.contains("playground_controllers 1"))
            #expect(text.contains("http_request_duration_seconds_bucket"))
            #expect(text.contains("playground_session_evictions_total 0"))
        }
    }
}

extension ConditionalRequestTests {
    /// JSON and `_printHierarchy` text share a URL: each has its own ETag and `Vary: Accept`, or a
    /// browser revalidating one was answered 304 and reused the other (the explorer's tree went blank).
    @Test func hierarchyRepresentationsHaveTheirOwnETags() throws {
        try Transport.inProcess.run { client in
            let session = try client.newSession()
            let json = try client.get(session + "/hierarchy", accept: "application/json")
            let text = try client.get(session + "/hierarchy", accept: "text/plain")
            #expect(json.header("Vary") == "Accept" && text.header("Vary") == "Accept")
            let jsonTag = try #require(json.header("ETag")), textTag = try #require(text.header("ETag"))
            #expect(jsonTag != textTag)
            #expect(try client.send("GET", session + "/hierarchy", headers: [("Accept", "text/plain"), ("If-None-Match", jsonTag)]).status == 200)
            #expect(try client.send("GET", session + "/hierarchy", headers: [("Accept", "text/plain"), ("If-None-Match", textTag)]).status == 304)
            #expect(
                try client.send("GET", session + "/hierarchy", headers: [("Accept", "application/json"), ("If-None-Match", textTag)]).status == 200)
        }
    }
}
