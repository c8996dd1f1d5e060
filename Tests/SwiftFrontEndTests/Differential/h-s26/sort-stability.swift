struct Task { let title: String; let priority: Int }
let tasks = (0..<20).map { Task(title: "t\($0)", priority: $0 % 3) }
print(tasks.sorted { $0.priority < $1.priority }.map(\.title))
print(tasks.sorted { $0.priority > $1.priority }.map(\.title))
let words = ["bb", "a", "ccc", "dd", "e", "fff", "gg", "h", "ii", "j", "kkk", "ll", "m", "nn", "o", "ppp", "qq", "r", "ss", "t", "uuu", "v"]
print(words.sorted { $0.count < $1.count })
print(words.max { $0.count < $1.count }!, words.min { $0.count < $1.count }!)
print(words.min(by: { $0.count > $1.count })!)
let pairs = [(1, "x"), (0, "y"), (1, "z"), (0, "w"), (2, "q"), (1, "p")]
print(pairs.sorted { $0.0 < $1.0 }.map { $0.1 }.joined())
var arr = [3, 1, 2]
arr.sort { _, _ in false }
print(arr)
