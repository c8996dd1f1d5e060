func leftPad(_ s: String, to width: Int, with pad: Character = " ") -> String {
    let missing = width - s.count
    return missing > 0 ? String(repeating: pad, count: missing) + s : s
}
func rightPad(_ s: String, to width: Int) -> String {
    return s + String(repeating: " ", count: max(0, width - s.count))
}
let rows = [("Apples", 3), ("Kiwis", 12), ("Watermelons", 100)]
for (name, qty) in rows {
    print(rightPad(name, to: 12) + "|" + leftPad(String(qty), to: 5))
}
print(leftPad("7", to: 3, with: "0"))
print(leftPad("12345", to: 3))
print("[" + rightPad("", to: 2) + "]")
