var n = -1
func next() -> Int { n += 1; print("next ->", n); return n }
var lists: [[Int]] = [[], [], [], []]
func addOne(_ x: inout [Int]) { x.append(1) }
addOne(&lists[next()])
print(lists, n)
var grid = [[0, 0], [0, 0]]
func bump(_ x: inout Int) { x += 5 }
bump(&grid[next() - 1][next() - 2])
print(grid, n)
let ones: [Double] = (1...3).map { _ in 1 }
let halves: [Double] = [1, 2].map { v in
    if v > 1 { return 2 }
    return 0
}
let kept: [Double] = ["1", "x"].compactMap { $0 == "1" ? 1 : nil }
print(ones, halves, kept)
let nums = [5, 3, 8]
let single = ["only": 1]
print(nums.indices.last as Any, nums.indices.first as Any, single.values.max() as Any, single.keys.first as Any)
print(Array(zip([1], ["x"])).first as Any, Array("hi").last as Any, nums.indices.max() as Any)
