// joined() and joined(separator:).
let parts = ["usr", "local", "bin"]
print("/" + parts.joined(separator: "/"))
print(parts.joined())
print(parts.joined(separator: ", "))
let tags: [String] = []
print("[" + tags.joined(separator: ",") + "]")
let lines = ["first", "second"].joined(separator: "\n")
print(lines)
let numbers = [1, 2, 3]
print(numbers.map(String.init).joined(separator: "+"), "=", numbers.reduce(0, +))
let grid = [[1, 2], [3]]
print(Array(grid.joined()))
print(Array(grid.joined(separator: [0])))
