import Foundation

func radians(_ degrees: Double) -> Double {
    return degrees * .pi / 180
}
func degrees(_ radians: Double) -> Double {
    return radians * 180 / .pi
}
print(radians(180))
print(radians(90))
print(degrees(Double.pi / 4))
print(sin(radians(90)))
print(cos(0.0))
print((sin(radians(30)) * 1000).rounded() / 1000)
print(atan2(1.0, 1.0) == .pi / 4)
print(Double.pi)
print(Double.pi * 2)
