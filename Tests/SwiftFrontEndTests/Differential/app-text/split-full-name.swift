struct NameParts {
    var given: String
    var middle: [String]
    var family: String?

    var monogram: String {
        ([given] + (family.map { [$0] } ?? [])).compactMap { $0.first }.map(String.init).joined().uppercased()
    }
    var formal: String {
        guard let family = family else { return given }
        let middleInitials = middle.map { "\($0.prefix(1))." }.joined(separator: " ")
        return middleInitials.isEmpty ? "\(family), \(given)" : "\(family), \(given) \(middleInitials)"
    }
}

func parseName(_ raw: String) -> NameParts? {
    let parts = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = parts.first else { return nil }
    if parts.count == 1 { return NameParts(given: first, middle: [], family: nil) }
    return NameParts(given: first, middle: Array(parts.dropFirst().dropLast()), family: parts.last)
}

for raw in ["Ada Lovelace", "  john   ronald reuel tolkien ", "Cher", "", "Mary\tAnn Evans"] {
    if let n = parseName(raw) {
        print("'\(raw)' -> \(n.formal) [\(n.monogram)] middle=\(n.middle.count)")
    } else {
        print("'\(raw)' -> no name")
    }
}
