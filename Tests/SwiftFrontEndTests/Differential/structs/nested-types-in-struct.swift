// Structs and enums nested inside a struct.
struct Chessboard {
    enum Piece: String {
        case king = "K", queen = "Q", pawn = "P"
    }

    struct Square {
        let file: Character
        let rank: Int
        var name: String { "\(file)\(rank)" }
    }

    var pieces: [(Square, Piece)] = []

    mutating func place(_ piece: Piece, at square: Square) {
        pieces.append((square, piece))
    }
}

var board = Chessboard()
board.place(.king, at: Chessboard.Square(file: "e", rank: 1))
board.place(.queen, at: .init(file: "d", rank: 1))
board.place(.pawn, at: Chessboard.Square(file: "a", rank: 2))
for (square, piece) in board.pieces {
    print(square.name, piece.rawValue, piece)
}
let s = Chessboard.Square(file: "h", rank: 8)
print(s.name)
