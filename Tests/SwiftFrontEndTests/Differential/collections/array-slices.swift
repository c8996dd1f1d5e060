// Slices keep the original indices; Array(slice) re-bases them.
let readings = [10, 20, 30, 40, 50, 60]
let middle = readings[2...4]
print(middle, middle.count)
print(middle.startIndex, middle.endIndex)
print(middle[2], middle.first!)
let copy = Array(middle)
print(copy[0], copy.startIndex)
let head = readings[..<2]
let tail = readings[4...]
print(Array(head), Array(tail))
print(readings[1..<3].reduce(0, +))
var mutable = readings
mutable[0..<3] = [1, 2]
print(mutable)
mutable.replaceSubrange(0..<2, with: [7, 7, 7])
print(mutable)
