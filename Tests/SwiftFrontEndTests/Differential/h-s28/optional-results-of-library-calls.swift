// What these give is an optional, and prints as one: grouped and keyed dictionaries'
// subscripts, min(by:), a reversed collection's first, a string's first(where:), a digit's value.
let fruit = ["apple", "fig", "kiwi"]
let byLength = Dictionary(grouping: fruit, by: { $0.count })
print(byLength[5] as Any, byLength[9] as Any)
let keyed = Dictionary(uniqueKeysWithValues: [("x", 1), ("y", 2)])
print(keyed["x"] as Any, keyed["z"] as Any)
let numbers = [5, 3, 8]
print(numbers.min(by: <) as Any, numbers.max(by: { $0 < $1 }) as Any)
print(numbers.reversed().first as Any, numbers.reversed().last as Any)
print("hey".first(where: { $0 == "e" }) as Any, "hey".first(where: { $0 == "z" }) as Any)
print(Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
