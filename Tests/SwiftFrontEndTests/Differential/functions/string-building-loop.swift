// Building strings in loops with stride and conditions (FizzBuzz style).
var out: [String] = []
for i in 1...15 {
    switch (i % 3, i % 5) {
    case (0, 0): out.append("FizzBuzz")
    case (0, _): out.append("Fizz")
    case (_, 0): out.append("Buzz")
    default: out.append(String(i))
    }
}
print(out.joined(separator: " "))
for i in stride(from: 10, through: 0, by: -5) { print("countdown", i) }
var triangle = ""
for row in 1...4 {
    triangle += String(repeating: "*", count: row)
    if row < 4 { triangle += "\n" }
}
print(triangle)
print((0..<4).map { Double($0) * 0.25 })
