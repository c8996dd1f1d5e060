// union, intersection, subtracting, symmetricDifference, always printed sorted.
let ios: Set = ["swift", "objc", "c"]
let android: Set = ["kotlin", "java", "c"]
print(ios.union(android).sorted())
print(ios.intersection(android).sorted())
print(ios.subtracting(android).sorted())
print(ios.symmetricDifference(android).sorted())
print(ios.isDisjoint(with: ["go"]), ios.isSubset(of: ios.union(android)))
var skills = ios
skills.formUnion(["rust"])
skills.subtract(["objc"])
print(skills.sorted(), skills.count)
print(Set([1, 2]).isSuperset(of: [1]))
