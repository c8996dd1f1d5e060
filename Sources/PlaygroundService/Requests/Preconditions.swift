/// Optimistic concurrency on a session's revision (RFC 9110 §13.1): the ETag is `"<revision>"`.
enum Preconditions {
    static func etag(revision: Int) -> String { "\"\(revision)\"" }

    /// `If-Match` on a mutation: nil when it passes (or is absent), else the 412 problem.
    /// Strong comparison, so a weak tag never matches.
    static func ifMatch(_ header: String?, revision: Int) -> Problem? {
        guard let header else { return nil }
        let current = etag(revision: revision)
        let tags = header.split(separator: ",").map { $0.trimmingSpaces }
        if tags.contains("*") || tags.contains(where: { $0 == current }) { return nil }
        return Problem.preconditionFailed(
            "If-Match \(header) does not match the session's current ETag \(current); read the session again and retry")
    }

    /// `If-None-Match` on a read: true when the client's copy is current (answer 304).
    /// Weak comparison, as RFC 9110 prescribes for it.
    static func notModified(_ header: String?, revision: Int) -> Bool {
        guard let header else { return false }
        let current = etag(revision: revision)
        return header.split(separator: ",").map { $0.trimmingSpaces }.contains { tag in
            tag == "*" || tag == current || tag == "W/" + current
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
