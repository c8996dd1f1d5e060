// A force unwrap of nil inside a closure traps.
let inputs = ["10", "20", "thirty", "40"]
var total = 0
inputs.forEach { text in
    print("parsing", text)
    total += Int(text)!
}
print("total", total)
