import Foundation
import Testing

@testable import PlaygroundService

/// `GET /v1/uikit` serves the one catalogue the front ends resolve through.
@Suite struct UIKitRouteTests {
    @Test func theCatalogueIsServed() throws {
        let service = PlaygroundService(configuration: .testing)
        let response = service.handle(.init(method: "GET", path: "/v1/uikit"))
        #expect(response.status == 200)
        let catalogue = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let modelled = try #require(catalogue["modelled"] as? [String: Any])
        let methods = try #require(modelled["methods"] as? [[String: Any]])
        let addChild = try #require(methods.first { $0["swift"] as? String == "addChild(_:)" })
        #expect(addChild["selector"] as? String == "addChildViewController:")
        #expect(addChild["formerSpellings"] as? [String] == ["addChildViewController(_:)"])
        #expect(methods.contains { $0["swift"] as? String == "simulateTap(index:)" && $0["playgroundOnly"] as? Bool == true })
        let properties = try #require(modelled["properties"] as? [[String: Any]])
        #expect(
            properties.contains { $0["name"] as? String == "shouldAutomaticallyForwardAppearanceMethods" && $0["access"] as? String == "override" })
        let classes = try #require(catalogue["classes"] as? [[String: Any]])
        let controller = try #require(classes.first { $0["name"] as? String == "UIViewController" })
        #expect(controller["superclass"] as? String == "UIResponder")
        let members = try #require(controller["members"] as? [[String: Any]])
        #expect(
            members.contains { $0["swift"] as? String == "isViewLoaded" && $0["type"] as? String == "Bool" && $0["kind"] as? String == "property" })
        #expect(members.count > 150)
    }
}
