// Integer division truncates toward zero; remainder takes the sign of the dividend.
let pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (9, 3)]
for (a, b) in pairs {
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b)")
}
let total = 17
let groups = 5
print("each:", total / groups, "left over:", total % groups)
