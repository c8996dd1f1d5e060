// Operators and initializers passed as functions.
let nums = [3, 1, 4, 1, 5]
print(nums.reduce(0, +))
print(nums.reduce(1, *))
print(nums.sorted(by: >))
print(nums.sorted(by: <))
print(nums.map(String.init))
print(["1", "x", "3"].map(Int.init))
print(zip(nums, nums.dropFirst()).map(-))
print(nums.map(String.init).joined(separator: "-"))
let op: (Int, Int) -> Int = max
print(nums.reduce(Int.min, op))
let compare: (String, String) -> Bool = (<)
print(compare("a", "b"))
print([[1, 2], [3]].reduce([], +))
print(["b", "a"].sorted(by: >=))
