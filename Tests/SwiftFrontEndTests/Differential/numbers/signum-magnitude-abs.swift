let values = [-12, 0, 7]
for v in values {
    print(v, v.signum(), v.magnitude, abs(v))
}
let d = -3.75
print(d.magnitude, abs(d), d.sign == .minus)
print((0.0).sign == .plus, (-0.0).sign == .minus)
let m: UInt = Int.min.magnitude
print(m)
print(Int8(-128).magnitude)
print(type(of: Int8(-5).magnitude))
print(abs(-0.0))
