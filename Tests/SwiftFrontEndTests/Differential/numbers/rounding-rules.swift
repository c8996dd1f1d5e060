import Foundation

// rounded() with each FloatingPointRoundingRule.
let samples = [2.5, 3.5, -2.5, 2.4, -2.6, 0.5, -0.5]
for v in samples {
    print(v, v.rounded(), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero), v.rounded(.toNearestOrEven), v.rounded(.awayFromZero))
}
var x = 7.7
x.round()
print(x)
var y = -7.7
y.round(.towardZero)
print(y)
