let line = "key: value with spaces"
let colon = line.firstIndex(of: ":")!
let key = line[..<colon]
let value = line[line.index(colon, offsetBy: 2)...]
print(key, "|", value)
print(type(of: key))
let keyString = String(key)
print(type(of: keyString), keyString.uppercased())
print(value.count, value.split(separator: " ").count)
print(value.hasPrefix("value"), key == "key")
func shout(_ s: String) -> String { s.uppercased() + "!" }
print(shout(String(value.prefix(5))))
let words = line.split(separator: " ")
print(words.map { $0.count })
print(value.startIndex == line.index(colon, offsetBy: 2))
