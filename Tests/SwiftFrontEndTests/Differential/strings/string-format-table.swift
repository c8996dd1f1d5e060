import Foundation

let rows: [(Int, Double, Int)] = [(1, 3.14159, 42), (22, 0.5, 7), (333, 100, -3)]
for (id, value, delta) in rows {
    print(String(format: "#%03d %8.3f %+d", id, value, delta))
}
let percent = 0.4567
print(String(format: "%.1f%%", percent * 100))
let seconds = 3671
print(String(format: "%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60))
print(String(format: "%5.2f|%-8.1f|", 2.0, 3.25))
print(String(format: "%ld items", 12))
