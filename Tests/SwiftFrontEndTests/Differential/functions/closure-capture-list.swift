// A capture list [value] copies the value when the closure is created.
var level = 1
let captured = { [level] in print("captured level", level) }
let live = { print("live level", level) }
level = 2
captured()
live()
var message = "hello"
let both = { [copy = message] in print(copy, message) }
message = "bye"
both()
class Box { var value = 0 }
let box = Box()
let byRef = { [box] in print("box value", box.value) }
box.value = 42
byRef()
var counter = 10
let snapshot = { [counter] () -> Int in counter * 2 }
counter = 0
print(snapshot(), counter)
