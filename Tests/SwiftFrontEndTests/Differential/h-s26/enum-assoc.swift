import Foundation
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case triangle(Double, Double, Double)
    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        case let .triangle(a, b, c):
            let s = (a + b + c) / 2
            return (s * (s - a) * (s - b) * (s - c)).squareRoot()
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4.5), .triangle(3, 4, 5)]
for s in shapes { print(s, s.area) }
print(shapes.map { $0.area }.reduce(0, +))
if case .rect(let w, _) = shapes[1] { print("width", w) }
let r = Shape.circle(radius: 1.5)
print(r)
print("\(Shape.rect(width: 1, height: 2))")
