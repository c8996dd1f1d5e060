var s = "x"
for _ in 0..<64 { s += s }
print(s.count)
