import Foundation
import Testing

@testable import PlaygroundService

/// Each per-request and per-session limit answers a clear 4xx naming it, leaves the session as
/// it was, and another client is served meanwhile.
@Suite struct LimitTests {
    static func limited(_ change: (inout ServiceConfiguration) -> Void) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        change(&configuration)
        return configuration
    }

    static let cases: [(String, ServiceConfiguration, String, Int)] = [
        ("maxScriptBytes", limited { $0.playground.maxScriptBytes = 100 }, String(repeating: "// padding\n", count: 20), 422),
        (
            "maxStatementsPerScript", limited { $0.playground.maxStatementsPerScript = 3 },
            (0..<5).map { "let V\($0) = UIViewController()" }.joined(separator: "\n"), 400
        ),
        (
            "maxControllers", limited { $0.playground.maxControllers = 2 },
            (0..<3).map { "let V\($0) = UIViewController()" }.joined(separator: "\n"), 422
        ),
        (
            "maxTreeDepth", limited { $0.playground.maxTreeDepth = 3 },
            "let V0 = UIViewController()\nwindow.rootViewController = V0\n"
                + (1..<6).map {
                    "let V\($0) = UIViewController()\nV\($0 - 1).addChild(V\($0))\nV\($0 - 1).view.addSubview(V\($0).view)\nV\($0).didMove(toParent: V\($0 - 1))"
                }.joined(separator: "\n"), 422
        ),
        (
            "maxStepsPerRequest", limited { $0.playground.maxStepsPerRequest = 10 },
            "let V0 = UIViewController()\nwindow.rootViewController = V0\nlet V1 = UIViewController()\nwindow.rootViewController = V1\nwindow.rootViewController = V0",
            422
        ),
    ]

    /// A limit of zero or less is refused at start-up, naming the setting, for every limit.
    @Test(arguments: ServiceConfiguration.positiveSettings.map(\.name))
    func limitBelowOneIsRefused(_ name: String) throws {
        let setting = try #require(ServiceConfiguration.positiveSettings.first { $0.name == name })
        for value in [0, -1] {
            var configuration = ServiceConfiguration.testing
            configuration[keyPath: setting.path] = value
            #expect(configuration.validationFailure == "\(name) must be at least 1, got \(value)")
        }
        #expect(ServiceConfiguration.testing.validationFailure == nil)
        #expect(ServiceConfiguration().validationFailure == nil)
    }

    @Test(arguments: 0..<cases.count)
    func limitAnswersAClear4xxWhileOthersAreServed(_ index: Int) throws {
        let (name, configuration, script, status) = Self.cases[index]
        try LiveService.run(configuration) { live in
            let offender = try live.client(), bystander = try live.client()
            let session = try offender.newSession()
            let other = try bystander.newSession()
            let reply = try offender.post(session + "/script", script)
            #expect(reply.status == status, "\(name): \(reply.text)")
            #expect(reply.text.contains(name), "\(name): \(reply.text)")
            #expect(try offender.get(session).json["revision"] as? Int == 0)
            #expect(try bystander.post(other + "/script", "let A = UIViewController()").status == 200)
        }
    }

    @Test func sessionLimitAnswers429WhileOthersAreServed() throws {
        try LiveService.run(Self.limited { $0.maxSessions = 2 }) { live in
            let client = try live.client()
            let first = try client.newSession()
            _ = try client.newSession()
            let refused = try client.post("/v1/sessions")
            #expect(refused.status == 429)
            #expect(refused.json["limit"] as? String == "maxSessions")
            #expect(try client.post(first + "/script", "let A = UIViewController()").status == 200)
        }
    }

    @Test func importLimitIsNamed() throws {
        try Transport.inProcess.run(Self.limited { $0.maxImportScripts = 1 }) { client in
            let document = #"{"scripts": [{"source": "", "settle": true}, {"source": "", "settle": true}]}"#
            let reply = try client.post("/v1/sessions", document, contentType: "application/json")
            #expect(reply.status == 422)
            #expect(reply.json["limit"] as? String == "maxImportScripts")
        }
    }
}
