import Foundation

struct ProgressRing {
    let diameter: Double
    let lineWidth: Double
    var progress: Double {
        didSet { progress = min(1, max(0, progress)) }
    }

    var radius: Double { (diameter - lineWidth) / 2 }
    var circumference: Double { 2 * Double.pi * radius }
    var strokeLength: Double { circumference * progress }
    var endAngleDegrees: Double { -90 + 360 * progress }

    func point(atFraction f: Double) -> (x: Double, y: Double) {
        let angle = (-90 + 360 * f) * Double.pi / 180
        let c = diameter / 2
        return (((c + radius * cos(angle)) * 1000).rounded() / 1000, ((c + radius * sin(angle)) * 1000).rounded() / 1000)
    }
}

func r2(_ x: Double) -> Double { (x * 100).rounded() / 100 }

var ring = ProgressRing(diameter: 100, lineWidth: 10, progress: 0)
print(ring.radius, r2(ring.circumference))
for p in [0.25, 0.5, 1.4, -0.2, 0.125] {
    ring.progress = p
    print(ring.progress, r2(ring.strokeLength), ring.endAngleDegrees)
}
print(ring.point(atFraction: 0), ring.point(atFraction: 0.25))
let percentLabel = "\(Int((0.6666 * 100).rounded()))%"
print(percentLabel)
