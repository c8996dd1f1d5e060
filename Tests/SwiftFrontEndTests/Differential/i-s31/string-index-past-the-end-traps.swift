let name = "swift"
var index = name.startIndex
for _ in 0..<5 { index = name.index(after: index) }
print(index == name.endIndex)
print(name[index])
