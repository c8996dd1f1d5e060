// A computed subscript key is evaluated once, before the right side: a compound assignment or a
// mutating call reads and writes the same element.
var counter = -1
func next() -> Int {
    counter += 1
    print("next \(counter)")
    return counter
}
func amount() -> Int {
    print("amount")
    return 5
}

var lists: [[Int]] = [[], []]
lists[next()].append(7)
print(lists)

var totals = [0, 0, 0]
totals[next()] += amount()
print(totals)
totals[next()] = amount()
print(totals)

var grid = [[1, 2], [3, 4]]
counter = -1
grid[next()][next()] *= 10
print(grid)

var scores = ["a": 1]
func key() -> String {
    print("key")
    return "a"
}
scores[key(), default: 0] += 1
print(scores)
