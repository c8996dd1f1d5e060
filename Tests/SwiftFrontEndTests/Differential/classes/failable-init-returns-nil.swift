// A failable initialiser returns nil for invalid input.
class User {
    let username: String
    let age: Int

    init?(username: String, age: Int) {
        guard !username.isEmpty else {
            print("rejected empty name")
            return nil
        }
        if age < 0 {
            print("rejected age \(age)")
            return nil
        }
        self.username = username
        self.age = age
    }
}

let inputs = [("ann", 30), ("", 20), ("bob", -1), ("cy", 0)]
for (name, age) in inputs {
    if let user = User(username: name, age: age) {
        print("created \(user.username) \(user.age)")
    } else {
        print("nil for \(name.isEmpty ? "<empty>" : name)")
    }
}
let users = inputs.compactMap { User(username: $0.0, age: $0.1) }
print(users.count)
