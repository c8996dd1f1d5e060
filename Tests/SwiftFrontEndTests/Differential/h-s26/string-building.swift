import Foundation
func box(_ lines: [String]) -> String {
    let w = lines.map { $0.count }.max() ?? 0
    let border = "+" + String(repeating: "-", count: w + 2) + "+"
    var out = [border]
    for l in lines { out.append("| " + l + String(repeating: " ", count: w - l.count) + " |") }
    out.append(border)
    return out.joined(separator: "\n")
}
print(box(["Hello", "Swift!", "ok"]))
func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
let rows = [("apple", 3, 0.5), ("watermelon", 1, 3.25), ("fig", 12, 0.2)]
for (name, q, p) in rows {
    print(name + String(repeating: ".", count: 12 - name.count) + pad(String(q), 3) + pad(String(Double(q) * p), 7))
}
var s = ""
for i in 1...5 { s += i == 1 ? "\(i)" : ",\(i)" }
print(s)
print((1...4).map { String(repeating: "*", count: $0) }.joined(separator: "\n"))
let camel = "user_first_name".split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
print(camel)
