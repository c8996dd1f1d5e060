// `self = ...` inside a mutating method replaces the whole value.
struct Point {
    var x: Int
    var y: Int

    mutating func moveToOrigin() {
        self = Point(x: 0, y: 0)
    }

    mutating func mirror() {
        self = Point(x: y, y: x)
    }
}

enum Light {
    case red, green, yellow
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

var p = Point(x: 3, y: 7)
p.mirror()
print(p.x, p.y)
p.moveToOrigin()
print(p.x, p.y)
var light = Light.red
for _ in 0..<4 {
    light.next()
    print(light)
}
