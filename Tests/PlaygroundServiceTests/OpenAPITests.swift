import Foundation
import PlaygroundAPI
import Testing

@testable import PlaygroundService

/// The served API description names exactly the routes the service has.
@Suite struct OpenAPITests {
    @Test func everyRouteIsDescribedAndEveryDescribedRouteExists() throws {
        let service = PlaygroundService(configuration: .testing)
        let response = service.handle(.init(method: "GET", path: "/openapi.json"))
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let paths = try #require(spec["paths"] as? [String: [String: Any]])
        var described: Set<String> = []
        for (path, item) in paths where !["/", "/openapi.json"].contains(path) {
            for method in item.keys where ["get", "post", "put", "delete", "patch"].contains(method) {
                described.insert("\(method.uppercased()) \(path)")
            }
        }
        #expect(described == service.router.table)
    }

    /// The problem catalogue in the API description is the service's own, entry for entry.
    @Test func problemCatalogueMatchesTheDescription() throws {
        let service = PlaygroundService(configuration: .testing)
        let response = service.handle(.init(method: "GET", path: "/openapi.json"))
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let problem = try #require(((spec["components"] as? [String: Any])?["schemas"] as? [String: Any])?["Problem"] as? [String: Any])
        let described = try #require(problem["x-problem-catalogue"] as? [[String: Any]]).map {
            "\($0["type"] as? String ?? "") \($0["status"] as? Int ?? 0) \($0["title"] as? String ?? "")"
        }
        #expect(described == ProblemType.allCases.map { "\($0.uri) \($0.status) \($0.title)" })
        let types = ((problem["properties"] as? [String: Any])?["type"] as? [String: Any])?["enum"] as? [String]
        #expect(types == ProblemType.allCases.map(\.uri))
    }
}
