let tags = ["swift", "ios", "ui"]
print(tags.joined(separator: ", "))
print(tags.joined())
print(tags.joined(separator: "\n"))
print([String]().joined(separator: ","), "<-empty")
print(["solo"].joined(separator: "+"))
let numbers = [3, 1, 2]
print(numbers.map(String.init).joined(separator: "-"))
print(numbers.map { "#\($0)" }.joined(separator: " "))
let chars: [Character] = ["h", "i"]
print(String(chars))
print([["a", "b"], ["c"]].joined().joined(separator: "/"))
