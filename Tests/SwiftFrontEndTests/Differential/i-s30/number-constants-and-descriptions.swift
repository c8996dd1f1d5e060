// A number type's constants as implicit members where the type is known; description on any
// CustomStringConvertible value in generic code, strings included.
let biggest: Int = .max
let smallest: Int = .min
var width: Double = .zero
width += 2.5
let circle: Double = .pi
print(biggest &+ 1 == smallest, width, circle > 3.14)
func labels<T: CustomStringConvertible>(_ xs: [T]) -> [String] { xs.map { $0.description } }
print(labels(["a", "b"]), labels([1, 2]), labels([true]), labels([1.5]))
print("text".description.count)
