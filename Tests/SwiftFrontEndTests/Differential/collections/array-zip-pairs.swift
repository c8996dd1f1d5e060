// zip stops at the shorter sequence.
let names = ["Ann", "Bob", "Cid", "Dee"]
let ages = [31, 25, 40]
for (name, age) in zip(names, ages) {
    print("\(name) is \(age)")
}
let combined = zip(names, ages).map { "\($0)=\($1)" }
print(combined)
let sums = zip([1, 2, 3], [10, 20, 30]).map(+)
print(sums)
print(Array(zip(1..., ["a", "b"])).count)
for (i, s) in zip(1..., ["x", "y"]) { print(i, s) }
