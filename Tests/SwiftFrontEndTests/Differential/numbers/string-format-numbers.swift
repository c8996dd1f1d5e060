import Foundation

let price = 4.5
print(String(format: "%.2f", price))
print(String(format: "%.0f", 2.5))
print(String(format: "%.0f", 3.5))
print(String(format: "%5d|", 42))
print(String(format: "%-5d|", 42))
print(String(format: "%03d", 7))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%.3e", 123456.0))
print(String(format: "%d%%", 75))
print(String(format: "%.1f / %.1f", 1.25, 1.35))
