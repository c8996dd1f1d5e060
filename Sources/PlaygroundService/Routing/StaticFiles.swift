import Foundation
import HTTPServer
import Support

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
///
/// The explorer's page names its files under `/r/RELEASE/` (RELEASE: a digest of every file
/// served), where they are cached for a year without a question (`immutable`): a visit asks
/// for the page alone, not 45 files one 304 at a time (issue 40 item 6). The page itself is
/// revalidated, so a new deployment's page names the new release. A path under another
/// release (a page of the node before a rolling deployment) still gets today's file, revalidated.
struct StaticFiles: Sendable {
    private struct File: Sendable {
        var contentType: String
        var body: [UInt8]
        var etag: String
        /// The gzip representation, when the type is text and the file not tiny.
        var gzip: GzipForm?
    }
    private let files: [String: File]
    /// A digest of every file served: the `/r/RELEASE/` prefix of the page's links.
    let release: String
    static let releasePrefix = "/r/"

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
        var digest: [UInt8] = []
        for path in files.keys.sorted() { digest += Array(path.utf8) + Array(files[path]!.etag.utf8) }
        let release = String(Self.etag(digest).dropFirst().prefix { $0 != "-" })
        // The page names its files under the release prefix, and gets a validator of its own.
        if let page = files["/index.html"] {
            let body = Array(Self.versioningLinks(in: String(decoding: page.body, as: UTF8.self), release: release) { files["/" + $0] != nil }.utf8)
            let etag = Self.etag(body)
            files["/index.html"] = File(
                contentType: page.contentType, body: body, etag: etag,
                gzip: page.gzip.map { _ in GzipForm(etag: String(etag.dropLast()) + "-gzip\"") })
        }
        self.files = files
        self.release = release
    }

    /// `href="app.css"` and `src="js/main.js"` as `href="r/RELEASE/app.css"`: every relative link
    /// of the page to a file served (`serves`, by its path from the root). The modules' own
    /// imports are relative (`./dom.js`), so they follow the prefix without being rewritten.
    static func versioningLinks(in html: String, release: String, serves: (String) -> Bool) -> String {
        var result = ""
        var rest = Substring(html)
        while let attribute = rest.firstRange(of: "=\"") {
            let name = rest[..<attribute.lowerBound].reversed().prefix { $0.isLetter }
            result += rest[..<attribute.upperBound]
            rest = rest[attribute.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let value = String(rest[..<end])
            let isLink = name.elementsEqual("ferh") || name.elementsEqual("crs")
            if isLink, !value.hasPrefix("/"), !value.contains(":"), !value.hasPrefix("#"), serves(value) {
                result += "r/\(release)/" + value
            } else {
                result += value
            }
            rest = rest[end...]
        }
        return result + rest
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
    func serves(_ path: String) -> Bool { files[Self.filePath(unversioned(path).path)] != nil }

    /// `/r/RELEASE/js/main.js` → (`/js/main.js`, RELEASE); any other path as it is, with no release.
    private func unversioned(_ path: String) -> (path: String, release: String?) {
        guard path.hasPrefix(Self.releasePrefix) else { return (path, nil) }
        let rest = path.dropFirst(Self.releasePrefix.count)
        guard let slash = rest.firstIndex(of: "/") else { return (path, nil) }
        return (String(rest[slash...]), String(rest[..<slash]))
    }

    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return nil }
        let (path, named) = unversioned(request.path)
        guard let file = files[Self.filePath(path)] else { return nil }
        let gzip = Gzip.isAccepted(by: request.header("accept-encoding")) ? file.gzip : nil
        // `no-cache` means "revalidate": the page's own files change with each deployment. Under
        // this release's prefix a file never changes.
        let caching = named == release && path != "/index.html" ? "public, max-age=31536000, immutable" : "no-cache"
        var headers = [(name: "ETag", value: gzip?.etag ?? file.etag), (name: "Cache-Control", value: caching)]
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
