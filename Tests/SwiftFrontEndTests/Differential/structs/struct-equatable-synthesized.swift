// Synthesised Equatable and Hashable for a struct; a sorted set of values.
struct Version: Hashable, Comparable {
    var major: Int
    var minor: Int

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

let v1 = Version(major: 1, minor: 2)
let v2 = Version(major: 1, minor: 2)
let v3 = Version(major: 2, minor: 0)
print(v1 == v2, v1 == v3, v1 != v3)
print(v1 < v3, v3 < v1)
let unique = Set([v1, v2, v3, Version(major: 0, minor: 9)])
print(unique.count)
for v in unique.sorted() {
    print("\(v.major).\(v.minor)")
}
print([v3, v1].max()!.major)
