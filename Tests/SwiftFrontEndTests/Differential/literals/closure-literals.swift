// A closure's declared type types the literals it returns and the ones it is called with.
let scale: (Double) -> Double = { $0 * 2 }
print(scale(3))
let constant: () -> Double = { 10 }
print(constant())
let label: (Double) -> String = { "v=\($0)" }
print(label(2))
let pick: (Bool) -> Double = { $0 ? 1 : 0 }
print(pick(true), pick(false))
let defaults: () -> [Double] = { [1, 2] }
print(defaults())
func apply(_ transform: (Double) -> Double, to value: Double) -> Double { transform(value) }
print(apply({ _ in 7 }, to: 3), apply({ $0 / 2 }, to: 3))
let clamp: (Double) -> Double = { value in
    if value < 0 { return 0 }
    return value > 1 ? 1 : value
}
print(clamp(-3), clamp(0.5), clamp(4))
let counts: (String) -> Int = { $0.count }
print(counts("four"))
