// Partial ranges: printed, tested, in switch cases and subscripts.
print(3..., ..<4, ...5)
print((5...).contains(7), (..<5).contains(5), (...5).contains(5), (0.5...).contains(0.25))
func grade(_ score: Int) -> String {
    switch score {
    case ..<0: return "invalid"
    case 90...: return "A"
    case 80..<90: return "B"
    default: return "C"
    }
}
print([-3, 95, 85, 10].map(grade))
func band(_ temperature: Double) -> String {
    switch temperature {
    case ..<0: return "freezing"
    case 0..<18: return "cold"
    case 18..<25: return "pleasant"
    default: return "hot"
    }
}
print([-2.5, 12, 21.5, 30].map(band))
let letters = Array("playground")
print(String(letters[4...]), String(letters[..<4]))
let scores = [3, 9, 4, 8]
print(scores[1...].max()!, scores[...2].reduce(0, +))
