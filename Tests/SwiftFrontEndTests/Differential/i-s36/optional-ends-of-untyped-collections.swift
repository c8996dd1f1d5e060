// Collections whose type the type pass does not follow still give optionals at their ends
// (session 36's hunt: each printed without Optional(...)).
let built = [1, 2].reduce(into: [Int]()) { result, x in result.append(x) }
print(built.first as Any)
print(built.min() as Any)
print(built.first(where: { $0 > 1 }) as Any)
let counts = ["a": 2].reduce(into: [String: Int]()) { result, pair in result[pair.key] = pair.value }
print(counts["a"] as Any)
print([counts["a"]])
print(["plum": 7].first(where: { $0.key == "plum" }) as Any)
print(["a": 1].min { $0.value < $1.value } as Any)
let bare: Set = [2, 3]
print(bare.min() as Any)
print(bare.max() as Any)
let domain = "ex.com"[...]
print(domain.split(separator: ".").last.map(String.init)!)
print(domain.split(separator: ".").first as Any)
let word = "abc"[...]
print(word.map(String.init))
// One list of the calls that give an element or nil, for every collection the pass knows.
let small: Set<Int> = [1, 2]
print(small.min(by: <) as Any)
print("ab".max(by: <) as Any)
print(["a": 1].max { $0.value < $1.value } as Any)
