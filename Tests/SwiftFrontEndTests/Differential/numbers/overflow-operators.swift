// Wrapping arithmetic with &+, &-, &*.
let big = Int.max
print(big &+ 1 == Int.min)
print(Int.min &- 1 == Int.max)
let x: UInt8 = 250
print(x &+ 10)
let y: UInt8 = 3
print(y &- 5)
let z: Int8 = 100
print(z &* 2)
print(Int8.min &- 1)
var counter: UInt8 = 254
for _ in 0..<4 {
    counter = counter &+ 1
    print(counter, terminator: " ")
}
print()
print(Int32.max &* 2)
