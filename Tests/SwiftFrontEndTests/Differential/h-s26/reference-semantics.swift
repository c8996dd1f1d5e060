class Box { var value: Int; init(_ v: Int) { value = v } }
struct Wrapper { var box: Box; var n: Int }
let b1 = Box(1)
let w1 = Wrapper(box: b1, n: 1)
var w2 = w1
w2.n = 2
w2.box.value = 99
print(w1.n, w1.box.value, w2.n, w2.box.value)
print(w1.box === w2.box, Box(1) === Box(1))
var arr = [Box(1), Box(2)]
let copy = arr
arr[0].value = 10
arr.append(Box(3))
print(copy.map(\.value), arr.map(\.value))
var structs = [Wrapper(box: Box(5), n: 5)]
var sc = structs
sc[0].n = 50
print(structs[0].n, sc[0].n)
func mutate(_ b: Box) { b.value += 1 }
func mutateStruct(_ w: Wrapper) -> Wrapper { var w = w; w.n += 1; return w }
mutate(b1)
print(b1.value, mutateStruct(w1).n, w1.n)
let boxes = (1...3).map { Box($0) }
boxes.forEach { $0.value *= 10 }
print(boxes.map { $0.value })
