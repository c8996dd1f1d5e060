var word = "playground"
let first = word.removeFirst()
let last = word.removeLast()
print(first, last, word)
word.removeFirst(2)
word.removeLast(3)
print(word, word.count)
var chars = "a-b-c"
chars.removeAll { $0 == "-" }
print(chars)
var tail = "xyz"
print(tail.popLast() as Any, tail)
var empty = ""
print(empty.popLast() as Any)
var queue = ["one", "two"]
var text = queue.removeFirst()
text.removeLast()
print(text, queue)
var emoji = "héllo👋"
print(emoji.removeLast(), emoji.removeFirst(), emoji)
struct Box { var label = "abc" }
var box = Box()
box.label.removeFirst()
print(box.label)
var all = "gone"
all.removeAll()
print(all.isEmpty, "[\(all)]")
