struct Score {
    let player: String
    let points: Int
    let time: Double
}

let scores = [
    Score(player: "nova", points: 1200, time: 81.5),
    Score(player: "kite", points: 1500, time: 95.0),
    Score(player: "zed", points: 1200, time: 79.2),
    Score(player: "ash", points: 900, time: 60.0),
    Score(player: "bo", points: 1500, time: 95.0),
    Score(player: "ivy", points: 1200, time: 81.5),
]

let ranked = scores.sorted {
    if $0.points != $1.points { return $0.points > $1.points }
    if $0.time != $1.time { return $0.time < $1.time }
    return $0.player < $1.player
}

var rank = 0
var previous: Score?
for (i, s) in ranked.enumerated() {
    if let p = previous, p.points == s.points, p.time == s.time {
        // tie keeps the same rank
    } else {
        rank = i + 1
    }
    previous = s
    print("\(rank). \(s.player) \(s.points) pts \(s.time)s")
}
let medalists = ranked.prefix(3).map(\.player)
print("medals:", medalists.joined(separator: ", "))
let byPoints = Dictionary(grouping: scores, by: \.points).mapValues { $0.count }
print(byPoints.keys.sorted(by: >).map { "\($0):\(byPoints[$0]!)" })
