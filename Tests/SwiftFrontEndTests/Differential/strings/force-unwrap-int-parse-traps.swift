// Force-unwrapping a failed Int parse traps.
let inputs = ["10", "20", "thirty", "40"]
var sum = 0
for text in inputs {
    print("adding", text)
    sum += Int(text)!
    print("sum", sum)
}
print("not reached")
