let words = ["", "a", "hello", "naïve", "👍🏽", "🇫🇷", "e\u{301}"]
for w in words {
    print("[\(w)] count=\(w.count) empty=\(w.isEmpty) utf8=\(w.utf8.count) scalars=\(w.unicodeScalars.count)")
}
var s = ""
print(s.isEmpty, s.count)
s += "abc"
print(s.isEmpty, s.count)
print(" ".isEmpty, " ".count)
