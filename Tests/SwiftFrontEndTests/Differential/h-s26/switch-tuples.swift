func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}
for p in [(0,0),(3,0),(0,-4),(5,5),(3,-3),(1,2),(10,1)] {
    print(p, classify(p))
}
let grade = 87
switch grade {
case 90...: print("A")
case 80..<90: print("B")
case ..<80: print("C or lower")
default: print("?")
}
let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
