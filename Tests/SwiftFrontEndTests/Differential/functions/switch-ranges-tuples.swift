// switch over ranges and tuples.
func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0, 101...: return "invalid"
    default: return "F"
    }
}
for s in [95, 85, 72, 10, -3, 120] { print(s, grade(s)) }
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case (1...5, 1...5): return "near first"
    case (let x, let y) where x > 0 && y > 0: return "first \(x),\(y)"
    default: return "elsewhere"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (2, 2), (9, 9), (-1, 4)] { print(quadrant(p)) }
