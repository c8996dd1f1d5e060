let flags = 0b1011_0100
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount, flags.bitWidth)
print((-1).nonzeroBitCount, 0.trailingZeroBitCount, Int.max.leadingZeroBitCount)
var x = 7.45
x.round(.up)
var y = -7.45
y.round(.towardZero)
var z = 7.5
z.round()
var w = -2.5
w.round(.toNearestOrEven)
print(x, y, z, w)
