struct PointValue { var x = 0, y = 0 }
final class PointRef {
    var x = 0, y = 0
    init(x: Int, y: Int) { self.x = x; self.y = y }
}

var a = PointValue(x: 1, y: 2)
var b = a
b.x = 100
print(a.x, b.x)

let r1 = PointRef(x: 1, y: 2)
let r2 = r1
r2.x = 100
print(r1.x, r2.x, r1 === r2)

var values = [a, b]
values[0].y = -1
print(a.y, values[0].y)

let refs = [r1, PointRef(x: 5, y: 5)]
refs[0].y = -1
print(r1.y, refs.map { "\($0.x),\($0.y)" })

func nudge(_ p: inout PointValue) { p.x += 1; p.y += 1 }
nudge(&a)
print(a)

struct Holder { var ref: PointRef; var value: PointValue }
let h1 = Holder(ref: r1, value: a)
var h2 = h1
h2.ref.x = 7
h2.value.x = 7
print(h1.ref.x, h1.value.x, h2.value.x)
let copies = Array(repeating: PointRef(x: 0, y: 0), count: 3)
copies[1].x = 9
print(copies.map(\.x), copies[0] === copies[2])
