// Ranges that do not meet clamp to a bound of the limits: 10...10 for closed ones.
let clamped = (0...5).clamped(to: 10...20)
print(clamped)
