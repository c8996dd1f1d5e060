func sum<T: Numeric>(_ values: [T]) -> T {
    var total: T = 0
    for v in values { total += v }
    return total
}
func mean<T: BinaryFloatingPoint>(_ values: [T]) -> T {
    return sum(values) / T(values.count)
}
func largest<T: Comparable>(_ values: [T]) -> T? {
    return values.max()
}
print(sum([1, 2, 3]))
print(sum([1.5, 2.25]))
print(mean([1.0, 2.0, 4.0]))
let floats: [Float] = [1, 2]
print(mean(floats))
print(largest([3, 9, 2]) as Any)
print(largest([Double]()) as Any)
print(sum([UInt8(10), 20]))
