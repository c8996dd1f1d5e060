// Foundation's C constants, `.pi` and `.zero` beside a number, a Double's neighbours and spacing.
import Foundation

func haversine(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let r = 6371.0
    let dLat = (lat2 - lat1) * .pi / 180, dLon = (lon2 - lon1) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * .pi / 180) * cos(lat2 * .pi / 180) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * r * atan2(sqrt(a), sqrt(1 - a))
}
print((haversine(51.5, 0, 48.85, 2.35) * 10).rounded() / 10)
print(log(M_E), M_PI == Double.pi, M_SQRT2 * M_SQRT2, M_LN2, M_LN10, M_LOG2E, M_LOG10E, M_1_PI, M_2_SQRTPI)
let width = 12.5
print(width > .zero, width * .pi, 3 + .zero, .zero < width)
let step = 1.0
print(step.nextUp - step == .ulpOfOne, step.nextDown, step.ulp, (0.1).ulp, (1024.0).exponent, (10.0).significand)
print(Double.leastNormalMagnitude.isNormal, Double.leastNormalMagnitude.nextDown.isSubnormal, (-width).sign, width.magnitude)
