// Set algebra, printed sorted (Swift's order for a Set changes from run to run).
let ios: Set = ["swift", "objc", "c"]
let android: Set = ["kotlin", "java", "c"]
print(ios.union(android).sorted())
print(ios.intersection(android).sorted())
print(ios.subtracting(android).sorted())
print(ios.symmetricDifference(android).sorted())
print(ios.isSubset(of: ios.union(android)), ios.isSuperset(of: ["c"]), ios.isDisjoint(with: ["go"]))
print(ios.isStrictSubset(of: ios), ios.isStrictSuperset(of: ["c", "swift"]))
print(ios == ["c", "objc", "swift"], ios != android)
var all = ios
all.formUnion(android)
all.subtract(["java"])
print(all.sorted())
all.formIntersection(["c", "kotlin", "rust"])
print(all.sorted())
