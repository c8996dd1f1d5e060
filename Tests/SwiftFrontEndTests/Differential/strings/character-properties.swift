let sample: [Character] = ["a", "Z", "7", " ", "!", "é", "٣", "\n", "_"]
for c in sample {
    print(c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace, c.isPunctuation)
}
let five: Character = "5"
print(five.wholeNumberValue as Any)
print(Character("x").wholeNumberValue as Any)
print(Character("A").asciiValue!, Character("é").asciiValue as Any)
print(Character("f").hexDigitValue as Any)
print(Character("q").uppercased())
