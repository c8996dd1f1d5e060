let f: Float = 3
print(f / 2)
let g: Float = 1 / 3
print(g)
let h: Double = 1 / 3
print(h)
let i = 1 / 3
print(i)
var speeds: [Float] = [1, 2, 4]
speeds.append(8)
print(speeds)
print(speeds.reduce(0, +) / Float(speeds.count))
let mixed = [1, 2.5, 3]
print(mixed)
print(type(of: mixed))
