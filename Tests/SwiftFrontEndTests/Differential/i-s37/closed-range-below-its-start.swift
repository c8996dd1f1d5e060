// Session 37: a closed range whose upper bound is one below its lower traps as Swift's does (it
// was an empty range: `5...4` counted 0).
let low = 5
print((low...low).count)
let range = low...(low - 1)
print(range.count)
