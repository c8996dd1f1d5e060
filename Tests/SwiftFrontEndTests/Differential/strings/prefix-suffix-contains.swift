let url = "https://example.com/path/image.png"
print(url.hasPrefix("https://"))
print(url.hasPrefix("http://"))
print(url.hasSuffix(".png"), url.hasSuffix(".jpg"))
print(url.contains("example"))
print(url.contains("Example"))
print(url.contains("/"))
let c: Character = "?"
print(url.contains(c))
print("".hasPrefix(""), "abc".hasPrefix(""), "".contains("a"))
let files = ["a.swift", "b.txt", "c.swift", "README"]
print(files.filter { $0.hasSuffix(".swift") })
print(files.first { $0.hasPrefix("R") } ?? "none")
