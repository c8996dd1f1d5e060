let email = "jane.doe@example.com"
if let at = email.firstIndex(of: "@") {
    print(email[..<at], email[email.index(after: at)...], email.distance(from: email.startIndex, to: at))
    print(email[at], email[email.startIndex...at], email[email.index(at, offsetBy: -3)..<at])
}
let word = "héllo wörld"
var i = word.startIndex
var letters: [Character] = []
while i < word.endIndex {
    if word[i] != " " { letters.append(word[i]) }
    i = word.index(after: i)
}
print(letters.count, String(letters))
let last = word.index(before: word.endIndex)
print(word[last], word.lastIndex(of: "o").map { word.distance(from: word.startIndex, to: $0) } as Any)
print(word.index(word.startIndex, offsetBy: 20, limitedBy: word.endIndex) == nil)
print(word.index(word.startIndex, offsetBy: 11, limitedBy: word.endIndex) == word.endIndex)
print(word.index(word.endIndex, offsetBy: -2, limitedBy: word.startIndex).map { word[$0] } as Any)
print(word.firstIndex(where: { $0 == "w" }).map { word.distance(from: $0, to: word.endIndex) } as Any, word.firstIndex(of: "z") == nil)
print(word.indices.filter { word[$0] == "l" }.map { word.distance(from: word.startIndex, to: $0) })
var text = "ac"
text.insert("b", at: text.index(after: text.startIndex))
text.insert(contentsOf: ">>", at: text.startIndex)
let removed = text.remove(at: text.index(before: text.endIndex))
print(text, removed, text.startIndex == text.startIndex, text.startIndex < text.endIndex)
let empty = ""
print(empty.startIndex == empty.endIndex, empty.firstIndex(of: "a") as Any)
