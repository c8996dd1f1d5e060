import Foundation
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
}
