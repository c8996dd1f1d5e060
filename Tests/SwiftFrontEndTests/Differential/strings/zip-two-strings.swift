let a = "kitten"
let b = "sitting"
var differences = 0
for (x, y) in zip(a, b) {
    if x != y {
        differences += 1
        print("differs: \(x) vs \(y)")
    }
}
print("differences:", differences, "length gap:", abs(a.count - b.count))
let interleaved = zip("abc", "123").map { "\($0)\($1)" }.joined()
print(interleaved)
let common = zip("flower", "flow").prefix { $0 == $1 }.map { $0.0 }
print(String(common))
