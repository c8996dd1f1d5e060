let email = "user.name@example.com"
if let at = email.firstIndex(of: "@") {
    print(email[..<at])
    print(email[email.index(after: at)...])
    print(email.distance(from: email.startIndex, to: at))
}
if let dot = email.lastIndex(of: ".") {
    print(email[dot...])
}
print(email.firstIndex(of: "#") == nil)
let idx = email.firstIndex { $0 == "." }!
print(email.distance(from: email.startIndex, to: idx))
let letters = Array("banana")
print(letters.firstIndex(of: "n")!, letters.lastIndex(of: "a")!)
