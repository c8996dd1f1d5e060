struct Coord: Hashable, CustomStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x),\(y))" }
    func neighbors() -> [Coord] { [Coord(x: x+1, y: y), Coord(x: x-1, y: y), Coord(x: x, y: y+1), Coord(x: x, y: y-1)] }
}
var visited: Set<Coord> = [Coord(x: 0, y: 0)]
var frontier = [Coord(x: 0, y: 0)]
for _ in 0..<2 {
    var next: [Coord] = []
    for c in frontier { for n in c.neighbors() where !visited.contains(n) { visited.insert(n); next.append(n) } }
    frontier = next
}
print(visited.count)
print(visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) })
var owners: [Coord: String] = [:]
owners[Coord(x: 1, y: 2)] = "alice"
owners[Coord(x: 1, y: 2), default: "?"] += "!"
print(owners)
print(owners[Coord(x: 2, y: 1)] ?? "nobody")
enum Piece: Hashable { case pawn, rook(moved: Bool) }
let pieces: Set<Piece> = [.pawn, .rook(moved: false), .pawn]
print(pieces.count, pieces.contains(.rook(moved: true)))
