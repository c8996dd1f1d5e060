// Equatable enums: synthesised == with and without associated values.
enum Suit: Comparable {
    case clubs, diamonds, hearts, spades
}

enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}

print(Suit.hearts == .hearts, Suit.clubs != .spades)
let lower = Suit.clubs < Suit.spades
print(lower, Suit.hearts > .diamonds)
print([Suit.spades, .clubs, .hearts].sorted())
print([Suit.spades, .clubs, .hearts].max()!)

let tokens: [Token] = [.number(1), .word("hi"), .number(1), .end]
print(tokens[0] == tokens[2], tokens[0] == .number(2))
print(tokens.contains(.word("hi")), tokens.contains(.word("bye")))
print(tokens.filter { $0 != .end }.count)
print(tokens.firstIndex(of: .end)!)
