// Dictionary(uniqueKeysWithValues:) and Dictionary(_:uniquingKeysWith:).
let ids = [101, 102, 103]
let names = ["ana", "ben", "cy"]
let users = Dictionary(uniqueKeysWithValues: zip(ids, names))
for id in users.keys.sorted() { print(id, users[id]!) }
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares.keys.sorted().map { squares[$0]! })
let pairs = [("a", 1), ("b", 2), ("a", 10)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed["a"]!, summed["b"]!)
let firstWins = Dictionary(pairs, uniquingKeysWith: { old, _ in old })
print(firstWins["a"]!)
