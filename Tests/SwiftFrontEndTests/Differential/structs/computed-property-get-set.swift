// Computed properties with a getter and a setter.
struct Rectangle {
    var width: Double
    var height: Double

    var area: Double {
        width * height
    }

    var square: Double {
        get { min(width, height) }
        set {
            width = newValue
            height = newValue
        }
    }

    var aspect: Double {
        get { width / height }
        set(ratio) { width = height * ratio }
    }
}

var r = Rectangle(width: 4, height: 2)
print(r.area, r.square, r.aspect)
r.square = 3
print(r.width, r.height, r.area)
r.aspect = 2.5
print(r.width, r.height)
