func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0: return "invalid"
    case 101...: return "invalid"
    default: return "F"
    }
}
for s in [95, 80, 79, 42, -3, 130, 100, 90] {
    print(s, grade(s))
}
let temp = 21.5
switch temp {
case ..<0: print("freezing")
case 0..<18: print("cold")
case 18..<25: print("pleasant")
default: print("hot")
}
