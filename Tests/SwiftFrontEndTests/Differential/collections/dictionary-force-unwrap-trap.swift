// Force-unwrapping a missing key traps.
let stock = ["pens": 12, "pads": 4]
let order = ["pens", "pads", "ink"]
var total = 0
for item in order {
    print("looking up", item)
    total += stock[item]!
    print("running total", total)
}
print(total)
