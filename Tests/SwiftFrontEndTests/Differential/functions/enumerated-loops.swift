// for (i, x) in enumerated() with strings, slices and reversed.
let steps = ["preheat", "mix", "bake"]
for (i, step) in steps.enumerated() {
    print("Step \(i + 1): \(step)")
}
let slice = steps[1...]
for (i, step) in slice.enumerated() { print(i, step) }
for (i, step) in steps.enumerated().reversed() { print(i, step) }
for (i, ch) in "abc".enumerated() { print(i, ch) }
let indexed = steps.enumerated().map { "\($0.offset):\($0.element)" }
print(indexed)
let evens = steps.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element }
print(evens)
