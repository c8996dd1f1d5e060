// A custom Comparable conformance drives sorted(), min(), max() and ==.
struct Score: Comparable, CustomStringConvertible {
    let player: String
    let points: Int

    static func < (lhs: Score, rhs: Score) -> Bool {
        if lhs.points != rhs.points { return lhs.points < rhs.points }
        return lhs.player > rhs.player
    }

    static func == (lhs: Score, rhs: Score) -> Bool {
        lhs.points == rhs.points && lhs.player == rhs.player
    }

    var description: String { "\(player):\(points)" }
}

let scores = [Score(player: "ann", points: 30), Score(player: "bo", points: 50),
              Score(player: "cy", points: 30), Score(player: "di", points: 10)]
print(scores.sorted())
print(scores.sorted(by: >))
print(scores.min()!, scores.max()!)
print(scores[0] == Score(player: "ann", points: 30))
print(scores[0] < scores[2], scores[0] >= scores[2])
