import Foundation

let sentence = "The quick brown fox jumps over the lazy dog"
if let range = sentence.range(of: "fox") {
    print(sentence[range], sentence[..<range.lowerBound].count, sentence[range.upperBound...])
    print(sentence.distance(from: sentence.startIndex, to: range.lowerBound))
}
print(sentence.range(of: "cat") == nil)
if let last = sentence.range(of: "the", options: [.caseInsensitive, .backwards]) {
    print(sentence[last.lowerBound...])
}
if let first = sentence.range(of: "THE", options: .caseInsensitive) {
    print(sentence.distance(from: sentence.startIndex, to: first.upperBound))
}
print(sentence.range(of: "quick", options: .anchored) == nil)
let header = "Content-Type: text/plain"
if let colon = header.range(of: ": ") {
    let key = String(header[..<colon.lowerBound])
    let value = String(header[colon.upperBound...])
    print("[\(key)] [\(value)]")
}
var path = "/users/42/profile"
if let id = path.range(of: "42") {
    path.replaceSubrange(id, with: "me")
}
print(path)
if let segment = path.range(of: "/profile") {
    path.removeSubrange(segment)
}
print(path, path.count)
