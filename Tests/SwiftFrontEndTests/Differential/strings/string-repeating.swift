let line = String(repeating: "-", count: 10)
print(line)
print(String(repeating: "ab", count: 3))
print(String(repeating: "x", count: 0).isEmpty)
let star: Character = "*"
for n in 1...4 {
    print(String(repeating: " ", count: 4 - n) + String(repeating: star, count: n * 2 - 1))
}
let indent = String(repeating: "  ", count: 2)
print("\(indent)indented")
print(String(repeating: "=", count: 3) + " title " + String(repeating: "=", count: 3))
