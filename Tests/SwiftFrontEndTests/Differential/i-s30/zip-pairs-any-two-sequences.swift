// zip pairs an array with its own slice, a string's characters with numbers, two slices.
let times = [3, 5, 9, 10]
let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
print(gaps, gaps.max() ?? 0)
let rising = zip(times, times.dropFirst()).allSatisfy { $0 < $1 }
print(rising)
print(zip("abc", [1, 2]).map { "\($0)\($1)" })
print(zip(times.prefix(2), times.suffix(2)).map { $0 * $1 })
let gain = zip(times, times.dropFirst()).reduce(0) { $0 + max(0, $1.1 - $1.0) }
print(gain)
