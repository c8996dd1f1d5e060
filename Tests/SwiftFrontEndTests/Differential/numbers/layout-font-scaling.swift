import Foundation

let baseSize: Double = 17
let multipliers = [0.82, 1, 1.12, 1.35, 2]
for m in multipliers {
    let size = baseSize * m
    print(m, size, size.rounded(), (size * 2).rounded() / 2)
}
let lineHeight = baseSize * 1.2
print(lineHeight)
let lines = 3
print(lineHeight * Double(lines))
