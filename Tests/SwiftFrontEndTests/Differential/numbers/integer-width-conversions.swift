let small: UInt8 = 250
let widened = Int(small) + 10
print(widened)
let i16 = Int16(small) * 100
print(i16)
let back = UInt8(widened - 100)
print(back)
let negative: Int8 = -5
print(Int(negative), UInt8(bitPattern: negative))
print(Int8(bitPattern: 0xFF))
let big: Int64 = 5_000_000_000
print(Int32(truncatingIfNeeded: big))
print(Double(small) / 2)
print(Float(Int16.max))
print(UInt16(65535) == UInt16.max)
