// Interpolating optionals shows Optional(...) (the compiler warns, but it compiles).
let nickname: String? = "Ace"
let age: Int? = nil
print("nick: \(nickname)")
print("age: \(age)")
print("age or 0: \(age ?? 0)")
print("nick: \(nickname ?? "none")")
let score: Double? = 9.5
print("score \(score)")
let arr: [Int]? = [1, 2]
print("arr \(arr)")
let nested: Int?? = 1
print("nested \(nested)")
print("unwrapped \(nickname!)")
