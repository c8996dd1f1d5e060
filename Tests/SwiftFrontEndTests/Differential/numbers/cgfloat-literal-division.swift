import Foundation

// An integer literal takes its type from the context: in CGFloat context, 1/2 is 0.5.
let ratio: CGFloat = 1 / 2
print(ratio)
var width: Double = 10
width = 9
print(width / 2)
let half = width / 4
print(half, Int(half))
