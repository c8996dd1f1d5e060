let f: Float = 0.1
let d: Double = 0.1
print(f)
print(d)
print(Double(f))
print(Float(1) / 3)
print(1.0 / 3)
let big: Float = 16777217
print(big)
print(Float(0.1) + Float(0.2))
print(Float.pi)
print(Double.pi)
print(Float(2.5) * 2)
print(Float(1e10))
print(Float(1e-5))
