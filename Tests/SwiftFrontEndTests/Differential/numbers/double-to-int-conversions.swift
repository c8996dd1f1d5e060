import Foundation

print(Int(3.9))
print(Int(-3.9))
print(Int(0.999))
print(Int(-0.5))
print(Double(7) / 2)
print(Double(7 / 2))
let count = 7
let parts = 2
print(Double(count) / Double(parts))
print(count / parts)
print(Int(Double(count) / Double(parts) + 0.5))
print(Int(exactly: 4.0) as Any)
print(Int(exactly: 4.5) as Any)
print(Double(Int.max))
print(Int(1e10))
