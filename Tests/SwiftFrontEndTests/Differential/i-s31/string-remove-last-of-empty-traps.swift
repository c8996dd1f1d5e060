var s = "ab"
s.removeFirst(2)
print(s.isEmpty)
var t = ""
t.removeLast()
print("unreached")
