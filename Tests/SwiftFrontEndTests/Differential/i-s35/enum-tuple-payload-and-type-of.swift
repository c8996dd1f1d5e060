// An enum case whose one payload is an unlabelled tuple prints the tuple as the payload.
enum Move {
    case step((Int, Int))
    case named((a: Int, b: String))
    case labelled(at: (Int, Int))
    case pair(Int, Int)
}
print(Move.step((3, 4)), Move.named((a: 1, b: "s")), Move.labelled(at: (1, 2)), Move.pair(5, 6))
print([Move.step((5, 6))], "\(Move.step((0, 1)))")
debugPrint(Move.step((3, 4)))
let value: Int = 4
print(type(of: value), type(of: Move.pair(1, 2)))
