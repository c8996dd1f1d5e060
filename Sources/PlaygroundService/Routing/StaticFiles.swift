import Foundation
import HTTPServer

/// The explorer's static files from `Public/` (and CodeMirror from its Debian folder, at
/// `/vendor/codemirror/`), read once at start-up. Only files that exist at start are served, so
/// no request path can reach outside the folders. Each has a strong validator (a digest of its
/// bytes): browsers revalidate with `If-None-Match` and get a 304 without the body. Text files
/// are also kept gzipped (compressed once, at start) and sent so to clients that accept it, with
/// a validator of their own: the explorer's files and CodeMirror are a third of their size so.
struct StaticFiles: Sendable {
    private struct File: Sendable {
        var contentType: String
        var body: [UInt8]
        var etag: String
        /// The gzip representation, when the type is text and compressing saves something.
        var gzipped: (body: [UInt8], etag: String)?
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
                let contentType = Self.contentType(of: url.pathExtension)
                let etag = Self.etag(body)
                var gzipped: (body: [UInt8], etag: String)?
                if Self.isCompressible(contentType), body.count >= 256, let compressed = Gzip.compress(body), compressed.count < body.count {
                    gzipped = (compressed, String(etag.dropLast()) + "-gzip\"")
                }
                files[prefix + relative] = File(contentType: contentType, body: body, etag: etag, gzipped: gzipped)
            }
        }
        // Browsers ask for `/favicon.ico` on every document without a `<link rel="icon">` (a JSON
        // answer, the SVG itself): it gets the explorer's icon instead of a 404 in the console.
        if files["/favicon.ico"] == nil, let icon = files["/favicon.svg"] { files["/favicon.ico"] = icon }
        self.files = files
    }

    /// Whether a file answers at `path`, whatever the method (others get 405).
    func serves(_ path: String) -> Bool { files[Self.filePath(path)] != nil }

    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return nil }
        guard let file = files[Self.filePath(request.path)] else { return nil }
        let gzipped = Gzip.isAccepted(by: request.header("Accept-Encoding")) ? file.gzipped : nil
        let etag = gzipped?.etag ?? file.etag
        // `no-cache` means "revalidate": the page's own files change with each deployment.
        var headers = [(name: "ETag", value: etag), (name: "Cache-Control", value: "no-cache")]
        if file.gzipped != nil { headers.append((name: "Vary", value: "Accept-Encoding")) }
        if let tags = request.header("If-None-Match"),
            tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
        {
            return HTTPResponse(status: 304, headers: headers)
        }
        if let gzipped { headers.append((name: "Content-Encoding", value: "gzip")) }
        return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: file.contentType)] + headers, body: gzipped?.body ?? file.body)
    }

    private static func isCompressible(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/") || contentType.hasPrefix("application/json") || contentType.hasPrefix("image/svg")
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
