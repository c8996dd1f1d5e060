import Foundation
let a = drand48()
let b = drand48()
print(a, b)
print(Int(drand48() * 100))
srand48(42)
print(drand48())
let colours = (0..<3).map { _ in drand48() }
print(colours)
