import HTTPServer
import Testing

@testable import PlaygroundService

/// The router splits a path at its slashes (empty segments dropped) from the text's bytes and
/// makes each segment from its offsets: parameters must come out whole, whatever the slashes
/// around them and whatever the characters in them.
@Suite struct RouterTests {
    private let router: Router = {
        var router = Router()
        router.add("GET", "/v1/sessions/{id}/log") { _, _ in HTTPResponse(status: 200) }
        router.add("POST", "/v1/sessions/{id}/script") { _, _ in HTTPResponse(status: 200) }
        router.add("GET", "/v1/sessions") { _, _ in HTTPResponse(status: 200) }
        return router
    }()

    private func parameters(_ method: String, _ path: String) -> [String: String]? {
        if case .found(_, let parameters, _) = router.match(method: method, path: path) { return parameters }
        return nil
    }

    @Test(arguments: [
        ("/v1/sessions/abc/log", "abc"), ("//v1///sessions/abc/log/", "abc"), ("v1/sessions/abc/log", "abc"),
        ("/v1/sessions/é-日本/log", "é-日本"), ("/v1/sessions/0123456789abcdef0123456789abcdef/log", "0123456789abcdef0123456789abcdef"),
        ("/v1/sessions/a b%2F/log", "a b%2F"),
    ])
    func parametersComeOutWhole(_ path: String, _ id: String) {
        #expect(parameters("GET", path) == ["id": id])
    }

    @Test func segmentCountsAndMethodsStillDecide() {
        #expect(parameters("POST", "/v1/sessions/x/script") == ["id": "x"])
        #expect(parameters("GET", "/v1/sessions/x") == nil)
        #expect(parameters("GET", "/v1/sessions/x/log/more") == nil)
        #expect(parameters("GET", "/") == nil)
        #expect(parameters("GET", "") == nil)
        guard case .methodNotAllowed(let allow, _) = router.match(method: "GET", path: "/v1/sessions/x/script") else {
            Issue.record("a known path with another method answers 405")
            return
        }
        #expect(allow == ["POST"])
    }
}
