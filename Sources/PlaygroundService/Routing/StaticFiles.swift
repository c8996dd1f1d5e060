import Foundation
import HTTPServer

/// The explorer's static files from `Public/` (and CodeMirror from its Debian folder, at
/// `/vendor/codemirror/`), read once at start-up. Only files that exist at start are served, so
/// no request path can reach outside the folders. Each has a strong validator (a digest of its
/// bytes): browsers revalidate with `If-None-Match` and get a 304 without the body.
struct StaticFiles: Sendable {
    private struct File: Sendable {
        var contentType: String
        var body: [UInt8]
        var etag: String
    }
    private let files: [String: File]

    init(mounts: [(prefix: String, root: String)]) {
        var files: [String: File] = [:]
        for (prefix, root) in mounts {
            let base = URL(fileURLWithPath: root).standardizedFileURL
            let resolvedBase = base.resolvingSymlinksInPath().path + "/"
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in enumerator {
                // Debian links `codemirror.js` to `lib/codemirror.js`: a link is followed, but
                // only to a file inside the same folder.
                let target = url.resolvingSymlinksInPath()
                guard target.path.hasPrefix(resolvedBase), (try? target.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                    let data = try? Data(contentsOf: target)
                else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(base.path.count).drop { $0 == "/" })
                let body = Array(data)
                files[prefix + relative] = File(contentType: Self.contentType(of: url.pathExtension), body: body, etag: Self.etag(body))
            }
        }
        self.files = files
    }

    /// Whether a file answers at `path`, whatever the method (others get 405).
    func serves(_ path: String) -> Bool { files[Self.filePath(path)] != nil }

    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return nil }
        guard let file = files[Self.filePath(request.path)] else { return nil }
        // `no-cache` means "revalidate": the page's own files change with each deployment.
        let headers = [(name: "ETag", value: file.etag), (name: "Cache-Control", value: "no-cache")]
        if let tags = request.header("If-None-Match"),
            tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == file.etag })
        {
            return HTTPResponse(status: 304, headers: headers)
        }
        return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: file.contentType)] + headers, body: file.body)
    }

    /// FNV-1a over the bytes: a validator, not a security digest.
    private static func etag(_ body: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\"" + String(hash, radix: 16) + "-" + String(body.count) + "\""
    }

    private static func filePath(_ path: String) -> String {
        path.hasSuffix("/") ? path + "index.html" : path
    }

    private static func contentType(of pathExtension: String) -> String {
        switch pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json; charset=utf-8"
        case "md": "text/markdown; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        default: "application/octet-stream"
        }
    }
}
