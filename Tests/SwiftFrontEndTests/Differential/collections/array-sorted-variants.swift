// sorted(), sorted(by: >), and sorted with a closure on a struct.
let values = [5, 3, 9, 1, 7]
print(values.sorted())
print(values.sorted(by: >))
print(values)
var mutable = values
mutable.sort()
print(mutable)
mutable.sort(by: >)
print(mutable)
let words = ["pear", "Fig", "apple", "banana", "kiwi"]
print(words.sorted())
print(words.sorted { $0.count < $1.count })
print(words.sorted { $0.lowercased() < $1.lowercased() })
