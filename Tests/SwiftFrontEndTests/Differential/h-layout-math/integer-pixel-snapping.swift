import Foundation

func snap(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded() / scale
}

func distribute(total: Int, into parts: Int) -> [Int] {
    precondition(parts > 0, "parts must be positive")
    let base = total / parts
    let remainder = total % parts
    return (0..<parts).map { base + ($0 < remainder ? 1 : 0) }
}

let scales = [1.0, 2.0, 3.0]
for value in [10.3, 10.5, 0.1666, 99.99] {
    print(value, scales.map { snap(value, scale: $0) })
}
print(distribute(total: 100, into: 3))
print(distribute(total: 7, into: 7), distribute(total: 5, into: 8))
let columns = distribute(total: 1024, into: 6)
var x = 0
var origins: [Int] = []
for w in columns { origins.append(x); x += w }
print(origins, x)
let gcd = { (a: Int, b: Int) -> Int in
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
}
let (w, h) = (1920, 1080)
let g = gcd(w, h)
print("\(w / g):\(h / g)")
print(distribute(total: 10, into: 0))
