import Foundation
let a = trunc(-7.8)
print(a, trunc(2.5), remainder(7.0, 2.0), remainder(-7.5, 2.0))
let n = 5
print(trunc(Double(n) / 2))
