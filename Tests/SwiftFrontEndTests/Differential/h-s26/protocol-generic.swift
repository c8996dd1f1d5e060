protocol Shape {
    var area: Double { get }
    var name: String { get }
}
extension Shape {
    var name: String { "shape" }
    func summary() -> String { "\(name): \(area)" }
}
struct Square: Shape { var side: Double; var area: Double { side * side }; var name: String { "square" } }
struct Circle: Shape { var r: Double; var area: Double { 3.14 * r * r } }
func totalArea<S: Shape>(_ shapes: [S]) -> Double { shapes.reduce(0) { $0 + $1.area } }
func describeAll(_ shapes: [any Shape]) { for s in shapes { print(s.summary()) } }
print(totalArea([Square(side: 2), Square(side: 3)]))
describeAll([Square(side: 1.5), Circle(r: 2)])
func biggest(_ shapes: [Shape]) -> Shape? { shapes.max { $0.area < $1.area } }
print(biggest([Square(side: 3), Circle(r: 2)])!.name)
protocol Identified { associatedtype ID; var id: ID { get } }
struct User: Identified { let id: Int; let nick: String }
func ids<T: Identified>(_ xs: [T]) -> [T.ID] { xs.map { $0.id } }
print(ids([User(id: 7, nick: "a"), User(id: 3, nick: "b")]))
extension Array where Element: Shape {
    var areas: [Double] { map { $0.area } }
}
print([Circle(r: 1), Circle(r: 0.5)].areas)
