// Bool and Character values.
let flag = true
print(flag, !flag)
print("flag is \(flag)")
let c: Character = "é"
print(c)
print([c, "z"])
let letters = Array("Swift")
print(letters)
print(letters.first!, letters.last!)
print(String(letters.reversed()))
let bools = [true, false]
print(bools)
print(flag && false, flag || false)
print(Character("A").isUppercase, c.isLetter)
