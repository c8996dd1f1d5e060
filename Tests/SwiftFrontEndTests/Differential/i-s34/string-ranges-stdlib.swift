let csv = "a,b,,c,"
let commas = csv.ranges(of: ",")
print(commas.count)
for comma in commas {
    print(csv.distance(from: csv.startIndex, to: comma.lowerBound), terminator: " ")
}
print()
if let found = "naïve café".firstRange(of: "café") {
    print("naïve café"[found], "naïve café"[..<found.lowerBound] + "!")
}
print("hello".firstRange(of: "xyz") == nil)
let words = "one two three two one"
var position = 0
for match in words.ranges(of: "two") {
    let start = words.distance(from: words.startIndex, to: match.lowerBound)
    print("two at \(start), \(start - position) after the last")
    position = start
}
let emoji = "👍🏽 ok 🇫🇷"
print(emoji.count, emoji.utf8.count, emoji.utf16.count, emoji.unicodeScalars.count)
print("".utf8.isEmpty, "x".unicodeScalars.isEmpty)
let accented = "e\u{301}te\u{301}"
print(accented.count, accented.unicodeScalars.count, accented.utf8.count)
