let a: UInt8 = 200
let b: UInt8 = 55
print(a + b)
let c: Int8 = -100
print(c, c / 3, c % 3)
let d: Int16 = 30000
print(d, Int(d) * 2)
let e: Int32 = -2147483648
print(e)
let f: UInt = 42
print(f * 2)
let g: Int64 = 1 << 40
print(g)
print(UInt8(255), Int8(-128))
print(Int8(exactly: 300) as Any, UInt8(exactly: 17) as Any)
print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200))
print(Int16(clamping: 100000), UInt8(clamping: -5))
