/// Optimistic concurrency on a session's revision (RFC 9110 §13.1): the ETag is `"<revision>"`.
package enum Preconditions {
    package static func etag(revision: Int) -> String { "\"\(revision)\"" }
    /// The `_printHierarchy` text of the same revision: another representation, another tag.
    package static func textETag(revision: Int) -> String { "\"\(revision)-text\"" }

    /// `If-Match` on a mutation: nil when it passes (or is absent), else a 412 problem, or a 400
    /// when the header is not a list of entity tags. Strong comparison: a weak tag never matches.
    package static func ifMatch(_ header: String?, revision: Int) -> Problem? {
        guard let header else { return nil }
        guard let tags = entityTags(header) else {
            return Problem.badRequest("If-Match must be * or a list of quoted entity tags such as \"3\"; got '\(header)'")
        }
        let current = etag(revision: revision)
        if tags.contains(where: { $0 == "*" || $0 == current }) { return nil }
        var problem = Problem(
            .preconditionFailed,
            "If-Match \(header) does not match the session's current ETag \(current); read the session again and retry")
        problem.etag = current
        return problem
    }

    /// `If-None-Match` on a read: true when the client's copy is current (answer 304).
    /// Weak comparison, as RFC 9110 prescribes for it. A malformed header is ignored: the
    /// client simply gets the full answer.
    package static func notModified(_ header: String?, revision: Int) -> Bool {
        notModified(header, etag: etag(revision: revision))
    }

    package static func notModified(_ header: String?, etag current: String) -> Bool {
        guard let header, let tags = entityTags(header) else { return false }
        return tags.contains { $0 == "*" || $0 == current || $0 == "W/" + current }
    }

    /// `*`, or a comma-separated list of `"opaque"` / `W/"opaque"` tags (RFC 9110 §8.8.3: the
    /// opaque part is visible ASCII but `"`, commas included); nil when the header is neither.
    package static func entityTags(_ header: String) -> [Substring]? {
        let text = header[...].trimmingSpaces
        if text == "*" { return [text] }
        var tags: [Substring] = [], rest = text
        while true {
            let start = rest.startIndex
            if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            guard rest[..<close].unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { return nil }
            rest = rest[rest.index(after: close)...]
            tags.append(text[start..<rest.startIndex])
            rest = rest.trimmingSpaces
            if rest.isEmpty { return tags }
            guard rest.first == "," else { return nil }
            rest = rest.dropFirst().trimmingSpaces
        }
    }
}

extension Substring {
    package var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
