// removeAll(where:) and removeAll() on a list of scores.
var scores = [72, 45, 88, 91, 30, 67, 100]
scores.removeAll(where: { $0 < 50 })
print(scores)
scores.removeAll { $0 % 2 == 1 }
print(scores)
print("isEmpty:", scores.isEmpty)
scores.removeAll()
print(scores, scores.count, scores.isEmpty)
scores.append(5)
print(scores)
