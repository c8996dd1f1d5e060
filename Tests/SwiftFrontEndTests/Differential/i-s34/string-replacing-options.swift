import Foundation

let text = "Swift is fun. SWIFT is fast. swift is safe."
print(text.replacingOccurrences(of: "swift", with: "Go", options: .caseInsensitive))
print(text.replacingOccurrences(of: "is", with: "was", options: .literal))
print(text.replacingOccurrences(of: "Swift", with: "X", options: [.caseInsensitive, .anchored]))
let padded = "   spaced   out   "
print("[\(padded.replacingOccurrences(of: " ", with: ""))]")
let path = "a/b/c"
print(path.replacingOccurrences(of: "/", with: " / "))
var names = ["Ana", "bob", "CAROL"]
names = names.map { $0.replacingOccurrences(of: "a", with: "4", options: .caseInsensitive) }
print(names)
