struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}
let vs = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 3),
          Version(major: 0, minor: 9, patch: 9), Version(major: 1, minor: 2, patch: 3)]
print(vs.sorted())
print(vs.max()!, vs.min()!)
print(vs[1] == vs[3], vs[0] > vs[1], vs[0] >= vs[0], vs[2] <= vs[1])
print(vs.firstIndex(of: Version(major: 1, minor: 2, patch: 3))!)
print(vs.contains(Version(major: 9, minor: 0, patch: 0)))
enum Priority: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
print([Priority.high, .low, .medium].sorted(), Priority.low < .high)
struct Tag: Equatable { let name: String; var hits = 0 }
print(Tag(name: "a") == Tag(name: "a"), Tag(name: "a", hits: 1) == Tag(name: "a"))
enum Tok: Equatable { case num(Int), op(Character), end }
print(Tok.num(3) == .num(3), Tok.op("+") == .op("-"), [Tok.end, .num(1)].contains(.num(1)))
