import Foundation
import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The explorer's static files from `Public/` (and CodeMirror from its Debian folder, at
/// `/vendor/codemirror/`), read once at start-up. Only files that exist at start are served, so
/// no request path can reach outside the folders. Each has a strong validator (a digest of its
/// bytes): browsers revalidate with `If-None-Match` and get a 304 without the body. Text files
/// are also sent gzipped to clients that accept it, with a validator of their own: the explorer's
/// files and CodeMirror are a third of their size so. Each is compressed by the first request
/// that accepts it, and kept: compressing all 300 files at start took 100 ms of a start-up whose
/// target is 50 (docs/performance.md, bench-startup.sh).
struct StaticFiles: Sendable {
    private struct File: Sendable {
        var contentType: String
        var body: [UInt8]
        var etag: String
        /// The gzip representation, when the type is text and the file not tiny.
        var gzip: GzipForm?
    }
    private let files: [String: File]

    /// A file's gzip representation, made on first use.
    private final class GzipForm: Sendable {
        let etag: String
        /// nil until the first use; then the compressed bytes, or nil when they are no smaller.
        private let compressed = Locked<[UInt8]??>(nil)

        init(etag: String) { self.etag = etag }

        func body(compressing original: [UInt8]) -> [UInt8]? {
            compressed.withLock { compressed in
                if let done = compressed { return done }
                let made = Gzip.compress(original).flatMap { $0.count < original.count ? $0 : nil }
                compressed = .some(made)
                return made
            }
        }
    }

    init(mounts: [(prefix: String, root: String)]) {
        var files: [String: File] = [:]
        for (prefix, root) in mounts {
            for (relative, path) in Self.regularFiles(under: root) {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let body = Array(data)
                let contentType = Self.contentType(of: Self.pathExtension(relative))
                let etag = Self.etag(body)
                let gzip = Self.isCompressible(contentType) && body.count >= 256 ? GzipForm(etag: String(etag.dropLast()) + "-gzip\"") : nil
                files[prefix + relative] = File(contentType: contentType, body: body, etag: etag, gzip: gzip)
            }
        }
        // Browsers ask for `/favicon.ico` on every document without a `<link rel="icon">` (a JSON
        // answer, the SVG itself): it gets the explorer's icon instead of a 404 in the console.
        if files["/favicon.ico"] == nil, let icon = files["/favicon.svg"] { files["/favicon.ico"] = icon }
        self.files = files
    }

    /// Every regular file under `root`: its path relative to `root` and the path to read. Walked
    /// with `readdir` and `lstat`, descending into real folders only; a link is followed only to
    /// a regular file inside the same folder (Debian links `codemirror.js` to
    /// `lib/codemirror.js`). Foundation's enumerators cost most of a start-up: the URL one looked
    /// up each file's owner and group in /etc/passwd and /etc/group, the path one rewrote each
    /// path several times.
    private static func regularFiles(under root: String) -> [(relative: String, path: String)] {
        guard let base = realPath(root) else { return [] }
        var found: [(relative: String, path: String)] = []
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? base : base + "/" + relative
            guard let stream = opendir(folder) else { return }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let path = folder + "/" + name, inner = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: walk(inner)
                case S_IFREG: found.append((inner, path))
                case S_IFLNK:
                    if let target = realPath(path), target.hasPrefix(base + "/"), isRegularFile(target) { found.append((inner, target)) }
                default: continue
                }
            }
        }
        walk("")
        return found
    }

    /// The path with every link and `.`/`..` resolved (`realpath`), or nil if it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `stat`, following links: a regular file.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// What follows the last dot of the last component (`js` of `mode/swift/swift.js`), or "".
    private static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// Whether a file answers at `path`, whatever the method (others get 405).
    func serves(_ path: String) -> Bool { files[Self.filePath(path)] != nil }

    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return nil }
        guard let file = files[Self.filePath(request.path)] else { return nil }
        let gzip = Gzip.isAccepted(by: request.header("accept-encoding")) ? file.gzip : nil
        // `no-cache` means "revalidate": the page's own files change with each deployment.
        var headers = [(name: "ETag", value: gzip?.etag ?? file.etag), (name: "Cache-Control", value: "no-cache")]
        if file.gzip != nil { headers.append((name: "Vary", value: "Accept-Encoding")) }
        if let tags = request.header("if-none-match"),
            tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == headers[0].value })
        {
            return HTTPResponse(status: 304, headers: headers)
        }
        var body = file.body
        if let gzip {
            if let compressed = gzip.body(compressing: file.body) {
                headers.append((name: "Content-Encoding", value: "gzip"))
                body = compressed
            } else {
                headers[0].value = file.etag  // no smaller gzipped: the bytes as they are, and their validator
            }
        }
        return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: file.contentType)] + headers, body: body)
    }

    private static func isCompressible(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/") || contentType.hasPrefix("application/json") || contentType.hasPrefix("image/svg")
    }

    /// FNV-1a over the bytes, eight at a time (a byte at a time was a tenth of start-up): a
    /// validator, not a security digest.
    private static func etag(_ body: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        body.withUnsafeBytes { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
                offset += 1
            }
        }
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
