import Foundation
import Testing

@testable import PlaygroundService

/// Objective-C through the HTTP API (issue 43): detected by its `#import` or `@interface`, or
/// asked for with `"language": "objc"`; journalled and replayed as Objective-C; kept verbatim by
/// the export.
@Suite struct ObjectiveCRouteTests {
    static let container = """
        #import <UIKit/UIKit.h>
        @interface Host : UIViewController
        @end
        @implementation Host
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *child = [[UIViewController alloc] init];
            [self addChildViewController:child];
            [self.view addSubview:child.view];
            [child didMoveToParentViewController:self];
        }
        @end
        Host *host = [[Host alloc] init];
        window.rootViewController = host;
        NSLog(@"children: %lu", (unsigned long)host.childViewControllers.count);
        """

    @Test func aPastedFileRunsAsObjectiveC() throws {
        let client = Client.inProcess(PlaygroundService(configuration: .testing))
        let session = try client.newSession()
        let reply = try client.post(session + "/script", Self.container)
        #expect(reply.status == 200, "\(reply.text.prefix(400))")
        #expect(reply.json["language"] as? String == "objc")
        let log = (reply.json["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(log.contains("child.didMove(toParent: host)"), "\(log)")
        #expect(log.contains("console: children: 1"), "\(log)")
        // A later Swift request drives the same session's objects.
        let swift = try client.post(
            session + "/script", #"{"script": "print(host.children.count)", "language": "swift"}"#, contentType: "application/json")
        #expect(swift.status == 200, "\(swift.text.prefix(400))")
        let exported = try client.get(session + "/export?format=swift", accept: "text/x-swift").text
        #expect(exported.contains("(Objective-C, kept verbatim"), "\(exported.prefix(400))")
        let document = try client.get(session + "/export").text
        #expect(document.contains(#""language":"objc""#) || document.contains(#""language": "objc""#), "\(document.prefix(400))")
    }

    @Test func theLanguageMayBeNamed() throws {
        let client = Client.inProcess(PlaygroundService(configuration: .testing))
        let session = try client.newSession()
        let reply = try client.post(
            session + "/script", #"{"script": "NSLog(@\"%d apples\", 3);", "language": "objc"}"#, contentType: "application/json")
        #expect(reply.status == 200, "\(reply.text.prefix(400))")
        #expect((reply.json["log"] as? [[String: Any]] ?? []).contains { $0["text"] as? String == "console: 3 apples" })
        let bad = try client.post(session + "/script", #"{"script": "x", "language": "cobol"}"#, contentType: "application/json")
        #expect(bad.status == 400)
    }

    @Test func aSyntaxErrorIsA400AtItsPlace() throws {
        let client = Client.inProcess(PlaygroundService(configuration: .testing))
        let session = try client.newSession()
        let reply = try client.post(session + "/script", "#import <UIKit/UIKit.h>\n@interface A : UIViewController\n@end\n[A new]\n")
        #expect(reply.status == 400, "\(reply.text.prefix(400))")
        #expect(reply.json["line"] as? Int == 4 && reply.json["column"] as? Int == 8, "\(reply.text.prefix(400))")
        #expect((reply.json["detail"] as? String)?.contains("expected ';'") == true, "\(reply.text.prefix(400))")
        #expect(try client.get(session).json["revision"] as? Int == 0)
    }

    @Test func aJournalReplaysItAsObjectiveC() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = ServiceConfiguration.testing
        configuration.dataDirectory = directory.path
        var path = "", before = ""
        do {
            let client = Client.inProcess(PlaygroundService(configuration: configuration))
            path = try client.newSession()
            #expect(try client.post(path + "/script", Self.container).status == 200)
            before = try client.get(path + "/hierarchy").text
        }
        let service = PlaygroundService(configuration: configuration)
        #expect(service.restoreSessions().restored == 1)
        #expect(try Client.inProcess(service).get(path + "/hierarchy").text == before)
    }
}
