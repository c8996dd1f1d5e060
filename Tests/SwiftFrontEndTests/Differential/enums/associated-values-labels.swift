// Associated values with labels, matched in a switch with bindings.
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(base: Double, height: Double)
    case point
}

func area(_ shape: Shape) -> Double {
    switch shape {
    case .circle(let r):
        return 3.0 * r * r
    case let .rectangle(width: w, height: h):
        return w * h
    case .triangle(let base, let height):
        return base * height / 2
    case .point:
        return 0
    }
}

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4), .triangle(base: 6, height: 5), .point]
for shape in shapes {
    print(area(shape))
}
let r = Shape.rectangle(width: 1.5, height: 2)
if case .rectangle(let w, _) = r {
    print("width", w)
}
print(shapes[1])
