// Enums print their case name, with associated values and labels.
enum Direction { case north, south }
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case labelled(w: Int, Int)
    case point
}
print(Direction.north)
print(Shape.circle(radius: 2))
print(Shape.rect(1, 2.5))
print(Shape.labelled(w: 3, 4))
print(Shape.point)
print([Direction.south, .north])
let s: Shape? = .point
print(s as Any)
print("dir: \(Direction.south)")
enum Wrapper { case one(String), many([Int]) }
print(Wrapper.one("hi"), Wrapper.many([1, 2]))
