import Foundation
import HTTPServer
import Testing

@testable import PlaygroundService

/// The static files as `StaticFiles` reads them at start: nested folders, links followed only
/// inside the folder, each text file gzipped by the first request that accepts it.
@Suite struct StaticFilesTests {
    /// A folder with `page.html`, `js/app.js` (compressible), `noise.js` (random bytes: gzip is
    /// no smaller), `tiny.css`, a link to `js/app.js` and a link to a file outside.
    private func withFolder(_ body: (StaticFiles, [String: [UInt8]]) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
        let outside = root.appendingPathExtension("secret")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("js"), withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let contents: [String: [UInt8]] = [
            "page.html": Array(String(repeating: "<p>hello</p>\n", count: 100).utf8),
            "js/app.js": Array(String(repeating: "console.log('app');\n", count: 50).utf8),
            "noise.js": (0..<600).map { _ in UInt8.random(in: 0...255, using: &generator) },
            "tiny.css": Array("p{}".utf8),
        ]
        for (path, bytes) in contents { try Data(bytes).write(to: root.appendingPathComponent(path)) }
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app.js").path, withDestinationPath: "js/app.js")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("leak.txt").path, withDestinationPath: outside.path)
        try body(StaticFiles(mounts: [(prefix: "/", root: root.path)]), contents)
    }

    private func get(_ files: StaticFiles, _ path: String, gzip: Bool = false, ifNoneMatch: String? = nil) -> HTTPResponse? {
        var headers = HTTPHeaders()
        if gzip { headers.add("Accept-Encoding", "gzip") }
        if let ifNoneMatch { headers.add("If-None-Match", ifNoneMatch) }
        return files.response(for: HTTPRequest(method: "GET", path: path, headers: headers))
    }

    private func header(_ response: HTTPResponse?, _ name: String) -> String? {
        response?.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    @Test func nestedFilesAndLinksInsideAreServedLinksOutsideAreNot() throws {
        try withFolder { files, contents in
            for (path, bytes) in contents { #expect(get(files, "/" + path)?.body == bytes, "\(path)") }
            #expect(get(files, "/app.js")?.body == contents["js/app.js"])
            #expect(header(get(files, "/app.js"), "Content-Type") == "text/javascript; charset=utf-8")
            #expect(get(files, "/leak.txt") == nil)
            #expect(!files.serves("/leak.txt"))
            #expect(get(files, "/js") == nil)
        }
    }

    @Test func textIsGzippedOnFirstUseWithItsOwnValidator() throws {
        try withFolder { files, contents in
            let plain = try #require(get(files, "/page.html"))
            let zipped = try #require(get(files, "/page.html", gzip: true))
            #expect(header(zipped, "Content-Encoding") == "gzip")
            #expect(Gzip.decompress(zipped.body) == contents["page.html"])
            #expect(header(zipped, "ETag") != header(plain, "ETag"))
            #expect(header(zipped, "Vary") == "Accept-Encoding" && header(plain, "Vary") == "Accept-Encoding")
            // Kept: the second answer is the same bytes; its validator answers 304.
            #expect(get(files, "/page.html", gzip: true)?.body == zipped.body)
            #expect(get(files, "/page.html", gzip: true, ifNoneMatch: header(zipped, "ETag"))?.status == 304)
            // Too small to gain: never gzipped, no Vary.
            #expect(header(get(files, "/tiny.css", gzip: true), "Content-Encoding") == nil)
            #expect(header(get(files, "/tiny.css", gzip: true), "Vary") == nil)
        }
    }

    /// Random bytes do not shrink: the file goes as it is, with the validator of those bytes.
    @Test func aFileGzipCannotShrinkGoesAsItIs() throws {
        try withFolder { files, contents in
            let plain = try #require(get(files, "/noise.js"))
            for _ in 0..<2 {
                let answer = try #require(get(files, "/noise.js", gzip: true))
                #expect(header(answer, "Content-Encoding") == nil)
                #expect(answer.body == contents["noise.js"])
                #expect(header(answer, "ETag") == header(plain, "ETag"))
            }
        }
    }

    @Test func thePageNamesItsFilesUnderTheReleaseWhereTheyAreCachedForGood() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("js"), withIntermediateDirectories: true)
        let page = """
            <link rel="stylesheet" href="app.css"><script type="module" src="js/main.js"></script>
            <a href="#top">top</a> <a href="/openapi.json">API</a> <img src="missing.png"> <p title="app.css">
            """
        try Data(page.utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("p{}".utf8).write(to: root.appendingPathComponent("app.css"))
        try Data("import './dom.js';".utf8).write(to: root.appendingPathComponent("js/main.js"))
        let files = StaticFiles(mounts: [(prefix: "/", root: root.path)])
        let release = files.release
        #expect(release.count >= 8 && release.allSatisfy(\.isHexDigit))
        let served = String(decoding: try #require(get(files, "/")?.body), as: UTF8.self)
        #expect(served.contains("href=\"r/\(release)/app.css\"") && served.contains("src=\"r/\(release)/js/main.js\""), "\(served)")
        // Fragments, absolute paths, files not served and other attributes stay as written.
        #expect(served.contains("href=\"#top\"") && served.contains("href=\"/openapi.json\"") && served.contains("src=\"missing.png\""))
        #expect(served.contains("title=\"app.css\""))
        #expect(header(get(files, "/"), "Cache-Control") == "no-cache", "the page is revalidated: a new release names new files")
        let versioned = try #require(get(files, "/r/\(release)/js/main.js"))
        #expect(String(decoding: versioned.body, as: UTF8.self) == "import './dom.js';")
        #expect(header(versioned, "Cache-Control") == "public, max-age=31536000, immutable")
        // Another release's path (a page from before a deployment) gets today's file, revalidated.
        #expect(header(get(files, "/r/0123abcd/app.css"), "Cache-Control") == "no-cache")
        #expect(get(files, "/r/\(release)/nothing.js") == nil && get(files, "/r/") == nil)
        #expect(header(get(files, "/app.css"), "Cache-Control") == "no-cache")
    }
}
