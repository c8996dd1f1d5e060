import Foundation

for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x)
}
print(Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
let ticks = stride(from: 0, through: 2, by: 0.5).map { $0 }
print(ticks)
for angle in stride(from: 90.0, through: 0, by: -30) {
    print("angle", angle)
}
let last = Array(stride(from: 0.0, through: 0.3, by: 0.1)).last!
print(last)
