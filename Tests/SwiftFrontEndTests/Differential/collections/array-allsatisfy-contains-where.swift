// allSatisfy and contains(where:), including on empty arrays.
let passwords = ["hunter2", "correcthorse", "abc"]
print(passwords.allSatisfy { $0.count >= 3 })
print(passwords.allSatisfy { $0.count >= 6 })
print(passwords.contains { $0.contains("horse") })
let none: [String] = []
print(none.allSatisfy { $0.isEmpty }, none.contains { _ in true })
let ages = [19, 23, 31]
let allAdults = ages.allSatisfy { $0 >= 18 }
print(allAdults ? "all adults" : "minors present")
print(ages.contains(23), ages.contains(where: { $0 > 30 }))
