var text = "The rain in Spain"
text.removeAll { $0 == " " }
print(text)
text.removeLast()
print(text)
let first = text.removeFirst()
print(first, text)
text.append("!")
print(text)
text = text.filter { !"aeiou".contains($0) }
print(text)
var tag = "#swift"
if tag.hasPrefix("#") { tag.removeFirst() }
print(tag)
tag.removeLast(2)
print(tag)
tag.removeAll()
print(tag.isEmpty, "[\(tag)]")
var padded = "7"
padded.insert("0", at: padded.startIndex)
print(padded)
