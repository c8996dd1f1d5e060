// String.contains with a String argument, without Foundation.
let text = "hello world"
print(text.contains("lo w"))
print(text.contains("World"))
print(text.contains(""))
print("".contains(""))
print(text.contains("o"))
let ch: Character = "w"
print(text.contains(ch))
print(text.firstRange(of: "world") != nil)
print(text.split(separator: "o"))
print(text.split(separator: "lo"))
