// A slice keeps the parent's indices: index 0 is out of bounds for a slice starting at 2.
let history = ["v1", "v2", "v3", "v4", "v5"]
let recent = history[2...]
print(recent.startIndex, recent.count)
print(recent[2], recent[4])
let copied = Array(recent)
print(copied[0])
print(recent[0])
print("unreachable")
