func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func padLeft(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}

let rows: [(String, Int, Double)] = [
    ("Coffee", 2, 3.5),
    ("Bagel with cream cheese", 1, 4.25),
    ("Tea", 12, 2.0),
]

let nameWidth = rows.map { $0.0.count }.max()! + 2
let header = padRight("Item", nameWidth) + padLeft("Qty", 5) + padLeft("Price", 9)
print(header)
print(String(repeating: "-", count: header.count))
var total = 0.0
for (name, qty, price) in rows {
    let line = price * Double(qty)
    total += line
    print(padRight(name, nameWidth) + padLeft(String(qty), 5) + padLeft(String(line), 9))
}
print(String(repeating: "=", count: header.count))
print(padRight("TOTAL", nameWidth + 5) + padLeft(String(total), 9))
