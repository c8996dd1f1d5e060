import Foundation
struct Vector: CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vector(x: 0, y: 0)
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: Vector, k: Double) -> Vector { Vector(x: a.x * k, y: a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}
class Body {
    var position = Vector.zero
    var velocity: Vector
    var mass: Double
    init(velocity: Vector, mass: Double = 1) { self.velocity = velocity; self.mass = mass }
    func step(dt: Double) { position = position + velocity * dt }
    func stop() { velocity = Vector(x: 0, y: 0) }
}
let b = Body(velocity: Vector(x: 3, y: 4))
print(b.velocity.length, b.mass)
for _ in 0..<3 { b.step(dt: 0.5) }
print(b.position)
b.stop()
b.step(dt: 1)
print(b.position, b.velocity)
let heavy = Body(velocity: .zero, mass: 10)
print(heavy.mass, heavy.velocity)
