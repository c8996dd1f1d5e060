let values: [Double] = [1, 1.5, 100, 1e100, 0.001, -0.0, 1.0 / 3]
for v in values {
    print("value=\(v)")
}
let f: Float = 1 / 3
print("float=\(f)")
print("int8=\(Int8(-1)) uint=\(UInt(7))")
let w = 320, h = 480.0
print("size \(w)x\(h)")
print("ratio \(Double(w) / h)")
print("sum \(0.1 + 0.2)")
print("big \(Double(Int.max))")
print("inf \(Double.infinity) nan \(Double.nan)")
