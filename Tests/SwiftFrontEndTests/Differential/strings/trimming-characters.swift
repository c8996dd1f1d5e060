import Foundation

let raw = "   hello world \n\t"
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")
print("[\(raw.trimmingCharacters(in: .whitespaces))]".count)
print("[\("--title--".trimmingCharacters(in: CharacterSet(charactersIn: "-")))]")
print("[\("0042".trimmingCharacters(in: CharacterSet(charactersIn: "0")))]")
print("[\("   ".trimmingCharacters(in: .whitespaces))]")
let lines = ["  a ", "b  ", "   ", " c"]
let cleaned = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
print(cleaned)
print("123abc456".trimmingCharacters(in: .decimalDigits))
