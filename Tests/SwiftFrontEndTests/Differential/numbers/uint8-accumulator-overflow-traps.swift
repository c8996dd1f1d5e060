// UInt8 arithmetic traps when the sum passes 255.
var brightness: UInt8 = 200
let step: UInt8 = 20
for _ in 0..<5 {
    brightness += step
    print("brightness", brightness)
}
print("done")
