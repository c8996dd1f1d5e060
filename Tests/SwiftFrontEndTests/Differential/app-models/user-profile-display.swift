struct UserProfile {
    let firstName: String
    let lastName: String
    var age: Int
    var isVerified: Bool

    var fullName: String { "\(firstName) \(lastName)" }
    var initials: String {
        let f = firstName.first.map { String($0) } ?? ""
        let l = lastName.first.map { String($0) } ?? ""
        return (f + l).uppercased()
    }
    var badge: String { isVerified ? "✓" : "–" }

    mutating func celebrateBirthday() {
        age += 1
    }
}

var users = [
    UserProfile(firstName: "ada", lastName: "lovelace", age: 36, isVerified: true),
    UserProfile(firstName: "Grace", lastName: "Hopper", age: 85, isVerified: false),
    UserProfile(firstName: "Linus", lastName: "", age: 54, isVerified: true),
]

for user in users {
    print("\(user.initials) \(user.fullName) (\(user.age)) \(user.badge)")
}
users[1].celebrateBirthday()
users[1].isVerified = true
print("After update:", users[1].fullName, users[1].age, users[1].badge)
let verifiedCount = users.filter { $0.isVerified }.count
print("Verified: \(verifiedCount)/\(users.count)")
