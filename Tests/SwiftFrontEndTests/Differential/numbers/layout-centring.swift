import Foundation

let screen = CGSize(width: 390, height: 844)
let box = CGSize(width: 200, height: 120)
let origin = CGPoint(x: (screen.width - box.width) / 2, y: (screen.height - box.height) / 2)
print(origin.x, origin.y)
let frame = CGRect(origin: origin, size: box)
print(frame.midX, frame.midY)
print(frame.midX == screen.width / 2)
let label: CGFloat = 75
let button: CGFloat = 44
let y = (button - label) / 2
print(y)
let odd: Double = 101
print((odd - 50) / 2, ((odd - 50) / 2).rounded(.down))
