let a = 0b1100
let b = 0b1010
print(a & b, a | b, a ^ b)
print(~a)
print(1 << 4, 256 >> 3)
print(-16 >> 2)
print(-1 << 3)
let flags: UInt8 = 0b0000_0101
print(~flags)
print(flags << 6)
print(flags >> 1)
print(String(a ^ b, radix: 2))
print(String(255, radix: 16), String(255, radix: 16, uppercase: true))
print(0xFF & 0x0F, 0o17, 0b1111)
print(5.nonzeroBitCount, 8.trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
print(1 << 70, 1 >> 70, -8 >> 70)
