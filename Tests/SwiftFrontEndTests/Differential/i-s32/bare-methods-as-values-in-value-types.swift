enum Level: Int, CaseIterable, Comparable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    func allows(_ other: Level) -> Bool { other <= self }
    var allowed: [Level] { Level.allCases.filter(allows) }
}
struct Filter {
    var minimum: Int
    var banned: Set<String>
    func keeps(_ word: String) -> Bool { word.count >= minimum && !banned.contains(word) }
    func shout(_ word: String) -> String { word.uppercased() }
    func apply(_ words: [String]) -> [String] { words.filter(keeps).map(shout) }
}
print(Level.mid.allowed, Level.high.allowed.count)
let filter = Filter(minimum: 3, banned: ["the"])
print(filter.apply(["a", "the", "cat", "sat", "on", "mats"]))
let trimmed = Substring("  padded  ")
print(trimmed, trimmed.count, String(trimmed) == "  padded  ")
let parts = "one two three".split(separator: " ").map { Substring($0) }
print(parts.map(String.init))
