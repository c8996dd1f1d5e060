// A closure's declared result and parameter types are its literals' context, and a dictionary
// literal's numbers are one type, as an array literal's are.
let half = { (width: Double) -> Double in width / 2 }
print(half(5))
let two = { () -> Double in 2 }
print(two())
print([7, 8].map { _ -> Double in 1 })
let scale = { (value: Int) -> Double in
    if value > 10 { return 1 }
    return 0.5
}
print(scale(20), scale(3))
let mixed = ["a": 1, "b": 2.5]
print(mixed["a"]!, mixed["b"]!)
let sizes = [1: 3, 2: 4]
print(sizes[1]!)
