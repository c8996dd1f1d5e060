let a: Set = [1, 2, 3, 4, 5]
let b: Set = [4, 5, 6, 7]
print(a.union(b).sorted())
print(a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.contains(3), a.isSubset(of: b), Set([4, 5]).isSubset(of: b))
var seen = Set<String>()
for w in ["x", "y", "x", "z", "y"] {
    let (inserted, _) = seen.insert(w)
    print(w, inserted)
}
print(seen.count, seen.sorted())
print(Set([3]), Set<Int>())
var s2 = Set("hello")
s2.remove("l")
print(s2.sorted(), s2.count)
print(a.isDisjoint(with: [9, 10]), a.filter { $0 > 3 }.sorted())
print(a.map { $0 % 2 }.sorted())
let dup = [3, 1, 3, 2, 1]
print(Array(Set(dup)).sorted())
