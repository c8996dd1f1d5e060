// A collection literal's integers beside a Double are Doubles, nested too, and in an array
// added to a [Double] (session 36's hunt: each printed 2 for 2.0, and 1 / 2 gave 0).
let nested = [[2], [1.5]]
print(nested)
let byKey = ["b": [1.5], "a": [2, 3]]
print(byKey["a"]!)
let deeper = ["a": [1: 2], "b": [3: 4.5]]
print(deeper["a"]![1]!)
print([3, 4] + [0.5])
print([[1, 2]] + [[0.5]])
let doubles: [Double] = [3]
let added = doubles + [1 / 2]
print(added, added[1] * 4)
print([1 / 2] + doubles)
print(doubles + [2])
print([nil, 2, 3.5])
print([[2, 3], [1.5]] + [[4]])
// Int arithmetic beside a Double in two literals makes an [Any] for swiftc: kept as Ints.
print([0.5] + [1 / 2])
print([0.5] + [1 + 2])
print([0.5] + [1])
