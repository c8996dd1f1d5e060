// Assigning to tuple elements, by position and by label.
var pair = (1, "one")
pair.0 = 2
pair.1 = "two"
print(pair.0, pair.1)

var size = (width: 10, height: 20)
size.width *= 2
size.height -= 5
print(size.width, size.height)

struct Box {
    var bounds = (x: 0, y: 0)
}
var box = Box()
box.bounds.x = 7
box.bounds.y = box.bounds.x + 1
print(box.bounds.x, box.bounds.y)

var (a, b) = (3, 4)
(a, b) = (b, a)
print(a, b)
let copy = size
size = (1, 1)
print(copy.width, size.width)
