import Foundation
import HTTPServer

/// The explorer's static files from `Public/`, read once at start-up. Only files that exist at
/// start are served, so no request path can reach outside the folder.
struct StaticFiles: Sendable {
    private let files: [String: (contentType: String, body: [UInt8])]

    init(root: String) {
        var files: [String: (String, [UInt8])] = [:]
        let base = URL(fileURLWithPath: root).standardizedFileURL
        if let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in enumerator {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                    let data = try? Data(contentsOf: url)
                else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(base.path.count))
                files[relative] = (Self.contentType(of: url.pathExtension), Array(data))
            }
        }
        self.files = files
    }

    /// Whether a file answers at `path`, whatever the method (others get 405).
    func serves(_ path: String) -> Bool { files[Self.filePath(path)] != nil }

    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return nil }
        guard let file = files[Self.filePath(request.path)] else { return nil }
        return HTTPResponse(
            status: 200,
            headers: [
                (name: "Content-Type", value: file.contentType),
                (name: "Cache-Control", value: "no-cache"),
            ], body: file.body)
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
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        default: "application/octet-stream"
        }
    }
}
