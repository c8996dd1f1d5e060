struct User {
    let firstName: String
    let lastName: String
    let followers: Int
    var bio: String?
}

struct ProfileViewModel {
    let user: User

    var displayName: String { "\(user.firstName) \(user.lastName)" }
    var initials: String {
        let f = user.firstName.first.map(String.init) ?? ""
        let l = user.lastName.first.map(String.init) ?? ""
        return (f + l).uppercased()
    }
    var followerText: String {
        switch user.followers {
        case 0: return "No followers"
        case 1: return "1 follower"
        case 2..<1000: return "\(user.followers) followers"
        default: return "\(user.followers / 1000)k followers"
        }
    }
    var bioText: String { user.bio ?? "This user has not written a bio." }
}

let users = [
    User(firstName: "ada", lastName: "lovelace", followers: 0, bio: nil),
    User(firstName: "Grace", lastName: "Hopper", followers: 1, bio: "Compilers!"),
    User(firstName: "Alan", lastName: "Turing", followers: 512, bio: nil),
    User(firstName: "Linus", lastName: "T", followers: 48_213, bio: "Kernels."),
]
for user in users {
    let vm = ProfileViewModel(user: user)
    print("\(vm.initials) | \(vm.displayName) | \(vm.followerText) | \(vm.bioText)")
}
