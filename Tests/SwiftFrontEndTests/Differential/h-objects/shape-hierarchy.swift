import Foundation

class Shape: CustomStringConvertible {
    var name: String { "shape" }
    func area() -> Double { 0 }
    func perimeter() -> Double { 0 }
    var description: String {
        let a = (area() * 100).rounded() / 100
        let p = (perimeter() * 100).rounded() / 100
        return "\(name): area=\(a) perimeter=\(p)"
    }
}

class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    override var name: String { "rectangle \(width)x\(height)" }
    override func area() -> Double { width * height }
    override func perimeter() -> Double { 2 * (width + height) }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var name: String { "square \(width)" }
}

class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    override var name: String { "circle r=\(radius)" }
    override func area() -> Double { 3.14159 * radius * radius }
    override func perimeter() -> Double { 2 * 3.14159 * radius }
}

let shapes: [Shape] = [Rectangle(width: 3, height: 4.5), Square(side: 2), Circle(radius: 1.5), Shape()]
shapes.forEach { print($0) }
let total = shapes.reduce(0.0) { $0 + $1.area() }
print("total area \((total * 10).rounded() / 10)")
let rects = shapes.compactMap { $0 as? Rectangle }
print(rects.count, rects.map { $0 is Square })
print(shapes.sorted { $0.area() > $1.area() }.first!.name)
