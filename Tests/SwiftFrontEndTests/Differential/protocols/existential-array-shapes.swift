// An array of protocol existentials with mixed conforming types.
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    let side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Rect: Shape {
    let w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}

final class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    var name: String { "circle" }
    func area() -> Double { 3.0 * r * r }
}

var shapes: [Shape] = [Square(side: 2), Rect(w: 2, h: 5), Circle(r: 1)]
shapes.append(Square(side: 1))
for shape in shapes.sorted(by: { $0.area() < $1.area() }) {
    print(shape.name, shape.area())
}
print(shapes.map { $0.area() }.reduce(0, +))
let largest = shapes.max { $0.area() < $1.area() }!
print("largest:", largest.name)
