// Empty collections print their brackets.
let a: [Int] = []
let d: [String: Int] = [:]
let s: Set<String> = []
print(a)
print(d)
print(s)
print("\(a) \(d) \(s)")
print([[Int]]())
print([a, a])
print(a.isEmpty, d.isEmpty, s.isEmpty)
print(String(describing: a))
debugPrint(d)
print(Array(""), "".count)
print("" == String())
