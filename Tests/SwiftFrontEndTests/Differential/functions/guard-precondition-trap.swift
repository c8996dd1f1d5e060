// precondition(false, ...) traps with its message after earlier output.
func setVolume(_ level: Int) -> Int {
    precondition(level >= 0 && level <= 10, "volume out of range: \(level)")
    return level * 10
}
var applied: [Int] = []
for level in [3, 10, 11, 4] {
    let percent = setVolume(level)
    applied.append(percent)
    print("volume", level, "->", percent)
}
print(applied)
