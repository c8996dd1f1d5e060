// Integer literals passed where a Double parameter is expected.
func area(width: Double, height: Double) -> Double {
    return width * height
}
func half(_ x: Double) -> Double { x / 2 }
func scale() -> Double { return 3 }
print(area(width: 3, height: 4))
print(half(5))
print(half(4))
print(scale() * 2)
let s = scale()
print(s / 4)
print(area(width: 1, height: 3) / 3)
