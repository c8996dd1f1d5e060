import Foundation
import Testing

@testable import PlaygroundService

/// A paste of view controller classes with no driver (issue 40): the answer names the classes and
/// a driver, and `root` runs the file with it.
@Suite struct DriverSuggestionTests {
    static let classes = """
        import UIKit

        class DetailViewController: UIViewController {}

        class HostViewController: UIViewController {
            let detail = DetailViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(detail)
                view.addSubview(detail.view)
                detail.didMove(toParent: self)
            }
        }
        """

    @Test(arguments: Transport.allCases)
    func aClassOnlyPasteIsAnsweredWithItsClassesAndADriver(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let reply = try client.post("\(session)/script", Self.classes)
            #expect(reply.status == 200)
            let driver = try #require(reply.json["driver"] as? [String: Any])
            // The container first: the detail is made by the host's code.
            #expect(driver["classes"] as? [String] == ["HostViewController", "DetailViewController"])
            #expect(driver["root"] as? String == "HostViewController")
            #expect(driver["driver"] as? String == "let hostViewController = HostViewController()\nwindow.rootViewController = hostViewController")
            // A file that runs something gets no suggestion.
            let ran = try client.post("\(session)/script", "let spare = HostViewController()")
            #expect(ran.status == 200 && ran.json["driver"] == nil)
        }
    }

    @Test(arguments: Transport.allCases)
    func rootRunsTheFileWithTheDriver(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let reply = try client.post("\(session)/script?root=HostViewController&include=log", Self.classes)
            #expect(reply.status == 200)
            let texts = (reply.json["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts.first == "hostViewController.loadView()")
            #expect(texts.contains("detail.didMove(toParent: hostViewController)"))
            #expect(texts.last == "detail.viewDidAppear(false)")
            // JSON takes it too; a class the file does not declare is a 400 naming those it does.
            let body = try String(decoding: JSONSerialization.data(withJSONObject: ["script": Self.classes, "root": "Missing"]), as: UTF8.self)
            let wrong = try client.post("\(try client.newSession())/script", body, contentType: "application/json")
            #expect(wrong.status == 400)
            #expect(
                (wrong.json["detail"] as? String)
                    == "'root' names a UIViewController subclass the file declares (HostViewController, DetailViewController); got 'Missing'")
            let flat = try client.post("\(session)/script?root=Host", "let host = UIViewController()")
            #expect(flat.status == 400)
        }
    }

    /// A fragment of a view controller's method body, as answers print it: refused as a file
    /// ("cannot find 'addChild' in scope"), and answered with the same statements wrapped in the
    /// smallest class that runs them, which runs when posted.
    @Test(arguments: Transport.allCases)
    func aMethodBodyFragmentIsOfferedWrapped(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let fragment = "let child = UIViewController()\naddChild(child)\nview.addSubview(child.view)\nchild.didMove(toParent: self)\n"
            let refused = try client.post("\(session)/script", fragment)
            #expect(refused.status == 400)
            let wrapped = try #require(refused.json["wrapped"] as? [String: Any])
            #expect(wrapped["className"] as? String == "ContainerViewController")
            let script = try #require(wrapped["script"] as? String)
            #expect(script.contains("        addChild(child)\n"))
            let ran = try client.post("\(session)/script?include=log", script)
            #expect(ran.status == 200)
            let texts = (ran.json["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts.contains("child.didMove(toParent: containerViewController)"))
            // A name no view controller has is not offered: swiftc's error alone.
            let other = try client.post("\(session)/script", "frobnicate(3)")
            #expect(other.status == 400 && other.json["wrapped"] == nil)
        }
    }
}
