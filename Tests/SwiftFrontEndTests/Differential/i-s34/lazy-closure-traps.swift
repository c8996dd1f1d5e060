let table = [10, 20, 30]
let lookups = [0, 2, 1, 5, 0].lazy.map { index -> Int in
    print("looking up", index)
    return table[index]
}
print(lookups.first!)
print(lookups.prefixCount())
for value in lookups {
    print("value", value)
}
print("not reached")

extension Sequence {
    func prefixCount() -> Int {
        var count = 0
        for _ in self { count += 1; if count == 2 { break } }
        return count
    }
}
