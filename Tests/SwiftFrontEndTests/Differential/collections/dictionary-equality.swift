// Two dictionaries are equal when they hold the same keys with equal values, in any order.
let a = ["x": 1, "y": 2]
let b = ["y": 2, "x": 1]
print(a == b)
print(a == ["x": 1])
print(a != ["x": 1, "y": 3])
let empty: [String: Int] = [:]
print(empty == [:])
var grown: [String: [Int]] = [:]
grown["k", default: []].append(4)
print(grown == ["k": [4]])
