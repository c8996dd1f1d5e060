struct Version: Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    let parts: [Int]

    init(_ s: String) {
        parts = s.split(separator: ".").map { Int($0) ?? 0 }
    }
    init(stringLiteral value: String) { self.init(value) }

    static func < (a: Version, b: Version) -> Bool {
        let n = max(a.parts.count, b.parts.count)
        for i in 0..<n {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

    var description: String { parts.map(String.init).joined(separator: ".") }
}

let versions: [Version] = ["1.10", "1.2", "1.2.0", "2.0.1", "0.9.9", "1.2.10"]
print(versions.sorted())
print(versions.max()!, versions.min()!)
let minimum: Version = "1.2"
print(versions.filter { $0 >= minimum }.count)
print(Version("1.2") == Version("1.2.0.0"), Version("3") > "2.99.99")
let ranged = versions.filter { ("1.0"..<"2.0").contains($0) }
print(ranged)
