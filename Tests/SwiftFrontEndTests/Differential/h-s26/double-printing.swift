import Foundation
let values: [Double] = [0.1 + 0.2, 1e16, 1e15, 12345678901234567.0, 1.0e-5, 0.0001,
                        5e-324, 1.7976931348623157e308, 2.0 / 3.0, 100, -0.5, 1234.5678]
for v in values { print(v) }
print(values)
print(Double(Int.max), Double(1 << 53), Double(1 << 53) + 1)
print(0.1 * 3, 1.0 - 0.9, 3.0 * 1.1)
print(1e-7, 123e-9, 4.0e22, 9.999999999999999e22)
print(Double(7) / 3 * 3, 1 / 3.0 + 1 / 3.0 + 1 / 3.0)
let avg = Double([90, 85, 77].reduce(0, +)) / 3.0
print("Average: \(avg)")
print((avg * 100).rounded() / 100)
print(Int(avg), Int(avg.rounded()), Int((-avg).rounded(.down)))
print(2.5e-3, 0.000123456, 65536.0 * 65536.0 * 65536.0)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.ulpOfOne)
print(-Double.infinity, Double.nan, -Double.nan)
