import Foundation
// Foundation's range(of:) gives an optional range: its map and flatMap are Optional's
// (session 36's hunt: they printed without Optional(...)).
let s = "Hello World"
let r = s.range(of: "World")
print(r.map { _ in 1 })
print(r.map { String(s[$0]) } as Any)
print(s.range(of: "WORLD", options: .caseInsensitive).map { String(s[$0]) } as Any)
print(s.range(of: "x").map { _ in 2 } as Any)
print(r.flatMap { _ in Optional(2) } as Any)
let found = r.map { s.distance(from: s.startIndex, to: $0.lowerBound) }
print(found as Any)
