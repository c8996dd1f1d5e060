import Foundation
import Testing

@testable import PlaygroundService

/// Memory budgets through HTTP (issue 38): a 422 naming the budget, the session and the others
/// as they were, the refusal counted, and the process's budget shared by its sessions.
@Suite struct MemoryBudgetRouteTests {
    static func configuration(_ change: (inout ServiceConfiguration) -> Void = { _ in }) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        configuration.playground.maxValueBytes = 1 << 20
        configuration.playground.maxRequestBytes = 4 << 20
        configuration.playground.maxSessionHeapBytes = 4 << 20
        change(&configuration)
        return configuration
    }

    @Test(arguments: Transport.allCases)
    func aBombAnswers422NamingItsBudget(_ transport: Transport) throws {
        try transport.run(Self.configuration()) { client in
            let session = try client.newSession()
            let other = try client.newSession()
            #expect(try client.post(other + "/script", "import Foundation\nvar kept = \"other\"").status == 200)
            #expect(try client.post(session + "/script", "import Foundation\nvar s = \"x\"").status == 200)
            let reply = try client.post(session + "/script", "import Foundation\nfor _ in 0..<64 { s += s }")
            #expect(reply.status == 422, "\(reply.text)")
            #expect(reply.json["limit"] as? String == "maxValueBytes")
            #expect(try client.get(session).json["revision"] as? Int == 1)
            // The session goes on where it was; the other one is untouched.
            #expect(try client.post(session + "/script", "import Foundation\nprint(s)").status == 200)
            #expect(try client.post(other + "/script", "import Foundation\nprint(kept)").status == 200)
            let metrics = try client.get("/metrics", accept: "text/plain").text
            #expect(metrics.contains("playground_budget_refusals_total{limit=\"maxValueBytes\"} 1"), "\(metrics)")
            #expect(metrics.contains("playground_session_heap_bytes"))
        }
    }

    /// Two sessions keeping 1.5 MB each leave a third too little of a 3.5 MiB process budget;
    /// deleting one of them gives its share back.
    @Test func theProcessBudgetIsSharedAndGivenBack() throws {
        let configuration = Self.configuration { $0.maxProcessHeapBytes = 3_500_000 }
        try Transport.inProcess.run(configuration) { client in
            let keepers = try (0..<2).map { _ in try client.newSession() }
            for keeper in keepers {
                let kept = try client.post(
                    keeper + "/script",
                    "import Foundation\nlet a = String(repeating: \"k\", count: 750_000)\nlet b = String(repeating: \"k\", count: 750_000)")
                #expect(kept.status == 200, "\(kept.text.prefix(400))")
            }
            let third = try client.newSession()
            let build = "import Foundation\nlet t = String(repeating: \"t\", count: 900_000)"
            let refused = try client.post(third + "/script", build)
            #expect(refused.status == 422, "\(refused.text)")
            #expect(refused.json["limit"] as? String == "maxProcessHeapBytes")
            #expect(try client.delete(keepers[0]).status == 204)
            let accepted = try client.post(third + "/script", build)
            #expect(accepted.status == 200, "\(accepted.text)")
        }
    }

    /// A setting below zero is refused at start-up; zero means "derived from the memory".
    @Test func theProcessBudgetSetting() {
        var configuration = ServiceConfiguration.testing
        configuration.maxProcessHeapBytes = -1
        #expect(configuration.validationFailure?.contains("maxProcessHeapBytes") == true)
        configuration.maxProcessHeapBytes = 0
        #expect(configuration.validationFailure == nil)
        #expect(ProcessHeapBudget.defaultLimit() >= 64 << 20)
    }
}
