// An assignment's target that starts from a call runs the call once, before the right side.
class Box {
    var value = 0
    var items = [0, 0]
}
let box = Box()
func getBox() -> Box {
    print("getBox")
    return box
}
func amount() -> Int {
    print("amount")
    return 2
}
getBox().value += 1
getBox().items[1] += amount()
getBox().value = amount()
print(box.value, box.items)
