let text = """
the cat sat on the mat
the dog sat on the log
a cat and a dog
"""
let lines = text.split(separator: "\n")
print(lines.count)
let words = text.split { $0 == " " || $0 == "\n" }.map(String.init)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (w, c) in top.prefix(4) { print(w, c) }
print(Set(words).count, words.count)
let byLen = Dictionary(grouping: Set(words), by: { $0.count }).mapValues { $0.sorted() }
for k in byLen.keys.sorted() { print(k, byLen[k]!) }
let lineLengths = lines.map { $0.split(separator: " ").count }
print(lineLengths, lines.last!)
let capitalized = words.prefix(3).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized)
