var n = 10
n += 5
print(n)
n -= 20
print(n)
n *= -3
print(n)
n /= 4
print(n)
n %= 3
print(n)
var bits = 0b1
bits <<= 3
print(bits)
bits |= 0b10
print(bits)
bits &= 0b1010
print(bits)
bits ^= 0b1111
print(bits)
bits >>= 1
print(bits)
