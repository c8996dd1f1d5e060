import Foundation
import Testing

@testable import PlaygroundService

/// `POST /v1/links` and `GET /v1/links/{id}`: documents too long for a permalink's URL, kept by
/// the journal store (memory, files, PostgreSQL) for good.
@Suite struct LinkTests {
    static let document =
        #"{"format":"containment-playground-page","scripts":[{"source":"let a = UIViewController()","settle":true}],"editor":"é 🙂 \"quoted\""}"#

    @Test(arguments: Transport.allCases)
    func aLinkIsSavedOnceAndReadBackByteForByte(_ transport: Transport) throws {
        try transport.run { client in
            let created = try client.post("/v1/links", Self.document, contentType: "application/json")
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? String)
            #expect(SessionStore.isValidID(id))
            #expect(created.header("Location") == "/v1/links/\(id)")
            let read = try client.get("/v1/links/\(id)")
            #expect(read.status == 200)
            #expect(read.text == Self.document)
            #expect(read.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(read.header("Cache-Control")?.contains("immutable") == true)
            let tag = try #require(read.header("ETag"))
            #expect(try client.send("GET", "/v1/links/\(id)", headers: [("If-None-Match", tag)]).status == 304)
            // The same document twice is two links: ids are random, never derived from content.
            let again = try client.post("/v1/links", Self.document, contentType: "application/json")
            #expect(again.json["id"] as? String != id)
        }
    }

    @Test(arguments: [
        ("text/plain", Self.document, 415), ("application/json", "not json", 400), ("application/json", "[1, 2]", 400),
        ("application/json", "\"a string\"", 400), ("application/json", "", 400),
    ])
    func aBadDocumentIsRefused(contentType: String, body: String, status: Int) throws {
        try Transport.inProcess.run { client in
            let reply = try client.post("/v1/links", body, contentType: contentType)
            #expect(reply.status == status)
        }
    }

    @Test(arguments: ["0123456789abcdef0123456789abcdef", "..%2F..%2Fetc%2Fpasswd", "ZZZZ", "0123456789ABCDEF0123456789ABCDEF"])
    func anUnknownOrMalformedIdIs404(id: String) throws {
        try Transport.inProcess.run { client in
            let reply = try client.get("/v1/links/\(id)")
            #expect(reply.status == 404)
        }
    }

    @Test func maxLinksBoundsThem() throws {
        var configuration = ServiceConfiguration.testing
        configuration.maxLinks = 2
        try Transport.inProcess.run(configuration) { client in
            for _ in 0..<2 { #expect(try client.post("/v1/links", "{}", contentType: "application/json").status == 201) }
            let refused = try client.post("/v1/links", "{}", contentType: "application/json")
            #expect(refused.status == 422)
            #expect(refused.json["limit"] as? String == "maxLinks")
        }
    }

    /// With a data directory a link outlives the process; a refused write leaves nothing.
    @Test func aLinkSurvivesARestart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = ServiceConfiguration.testing
        configuration.dataDirectory = directory.path
        var id = ""
        try Transport.inProcess.run(configuration) { client in
            id = try client.post("/v1/links", Self.document, contentType: "application/json").json["id"] as? String ?? ""
        }
        #expect(FileManager.default.fileExists(atPath: directory.path + "/links/\(id).json"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/links").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        try Transport.inProcess.run(configuration) { client in
            let read = try client.get("/v1/links/\(id)")
            #expect(read.text == Self.document)
        }
        #expect(FileJournalStore(directory: directory.path + "/sessions", fsync: false, linksDirectory: directory.path + "/links").linkCount() == 1)
    }
}
