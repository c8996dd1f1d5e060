let fields = ["12", "007", "-4", "+9", "4.0", "1_000", " 3", "abc", ""]
var total = 0
for field in fields {
    if let value = Int(field) {
        total += value
        print("parsed \(field) as \(value)")
    } else {
        print("skipped \"\(field)\"")
    }
}
print("total", total)
let sum = fields.compactMap(Int.init).reduce(0, +)
print(sum)
print(Int("9223372036854775807") as Any, Int("9223372036854775808") as Any)
