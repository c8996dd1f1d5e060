print(String(255, radix: 16), String(255, radix: 2), String(-10, radix: 8), String(255, radix: 16, uppercase: true))
print(Int("ff", radix: 16) as Any, Int("1011", radix: 2) as Any, Int("zz", radix: 10) as Any)
let flags = 0b1010
print(flags & 0b0010 != 0, flags | 0b0101, flags ^ 0b1111, ~flags, flags << 2, flags >> 1)
print(-16 >> 2, 1 << 62, (1 << 63) == Int.min)
func bits(_ n: Int) -> Int { var n = n, c = 0; while n > 0 { c += n & 1; n >>= 1 }; return c }
print((0...8).map(bits))
print(255.nonzeroBitCount, 8.trailingZeroBitCount, 1.leadingZeroBitCount)
func toBinary(_ n: Int, width: Int) -> String {
    let s = String(n, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}
print(toBinary(5, width: 8), toBinary(300, width: 4))
var mask = 0
for i in [0, 3, 5] { mask |= 1 << i }
print(mask, String(mask, radix: 2))
print(0x7FFF_FFFF, 1_000 * 1_000, Int.max / 1_000_000_007)
