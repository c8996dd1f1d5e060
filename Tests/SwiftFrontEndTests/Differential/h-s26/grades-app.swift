struct Student {
    let name: String
    var grades: [String: Double] = [:]
    mutating func record(_ subject: String, _ grade: Double) { grades[subject] = grade }
    var average: Double {
        guard !grades.isEmpty else { return 0 }
        return grades.values.reduce(0, +) / Double(grades.count)
    }
}
var s = Student(name: "Kim")
print(s.average)
s.record("math", 90)
s.record("art", 75)
s.grades["music"] = 80
print(s.grades["math"]!, s.grades["art"] ?? 0, s.grades["bio"] ?? 0)
print(s.average)
var curve: [Double] = []
curve.append(5)
curve += [2]
print(curve)
let best = s.grades.max { $0.value < $1.value }!
print(best.key, best.value)
let letter: String
switch s.average {
case 90...: letter = "A"
case 80..<90: letter = "B"
default: letter = "C"
}
print(letter, max(1, 2.5), min(3, s.average))
