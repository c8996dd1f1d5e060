var todo = ["wash", "cook", "clean", "shop", "read"]
todo.removeAll { $0.hasPrefix("c") }
print(todo)
todo.insert(contentsOf: ["a", "b"], at: 1)
print(todo)
todo.replaceSubrange(0..<2, with: ["X"])
print(todo)
let removed = todo.remove(at: 2)
print(removed, todo)
todo.reverse()
print(todo, todo.popLast() as Any, todo)
var nums = [5, 2, 8, 1, 9, 3]
nums.sort()
print(nums.firstIndex { $0 > 4 } as Any)
nums.removeSubrange(1...2)
print(nums)
nums.append(contentsOf: 10...12)
print(nums, nums.count)
nums.removeLast(2)
nums.removeFirst(2)
print(nums)
var grid = [[Int]](repeating: [], count: 3)
grid[1].append(7)
grid[2] += [8, 9]
print(grid, grid.joined().map { $0 })
var empty: [String] = []
print(empty.first ?? "none", empty.popLast() ?? "none", empty.isEmpty)
