let names = ["bob", "Alice", "carol", "Dave", "alice", "Éva", "eve"]
print(names.sorted())
print(names.sorted(by: >))
print(names.sorted { $0.lowercased() < $1.lowercased() })
print("apple" < "banana", "Zebra" < "apple", "a" < "B")
print("abc" == "abc", "abc" != "ABC")
print("10" < "9", "file10" < "file2")
print("" < "a", "a" < "aa")
print(names.min()!, names.max()!)
let lengths = names.sorted { ($0.count, $0) < ($1.count, $1) }
print(lengths)
