func byteCount(_ n: Int) -> UInt {
    return UInt(n)
}
print(byteCount(0))
print(byteCount(1024))
let delta = 3 - 5
print("delta", delta)
print(byteCount(delta))
print("not reached")
