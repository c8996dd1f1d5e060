// A slice is indexed by the array's indices: 0 is not one of a tail's.
let history = ["a", "b", "c", "d"]
let recent = history[2...]
print(recent[2], recent[3])
print(recent[0])
