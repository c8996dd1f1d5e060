// A subclass that overrides all designated inits inherits the convenience inits,
// and the convenience init calls the subclass's override.
class Shape {
    var name: String
    init(name: String) {
        self.name = name
        print("Shape.init(name: \(name))")
    }
    convenience init() {
        self.init(name: "unnamed")
        print("Shape.convenience init")
    }
}

class Circle: Shape {
    var radius = 1.0
    override init(name: String) {
        print("Circle.init(name: \(name))")
        super.init(name: name + " circle")
    }
}

let c = Circle()
print(c.name, c.radius)
let s = Shape()
print(s.name)
