let numbers = [4, 8, 15, 16, 23, 42]
print(numbers.dropFirst().first, numbers.dropLast().last)
print(numbers.prefix(2).first, numbers.suffix(2).last, numbers.drop(while: { $0 < 10 }).first)
print(numbers.prefix(while: { $0 < 16 }).last as Any)
let word = "swift"
print(word.dropFirst().first, word.prefix(3).last, word.suffix(2).first)
print(word.map { $0.uppercased() }.first, word.filter { $0 != "s" }.first as Any)
print(["ab", "cd"].joined().first, [[1, 2], [3]].flatMap { $0 }.first)
print(numbers.reduce(nil as Int?) { ($0 ?? 0) + $1 })
let stepped = stride(from: 0, to: 10, by: 3)
print(stepped.first(where: { $0 > 2 }), Array(stepped))
let maybe: Int? = 3
let pair = (a: maybe, b: 1)
print(pair.a, pair.b)
let digits = "a1b2".map { $0.wholeNumberValue }
print(digits)
