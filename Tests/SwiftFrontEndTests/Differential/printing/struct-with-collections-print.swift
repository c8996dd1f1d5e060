// Structs containing arrays, dictionaries and optionals.
struct Profile {
    var name: String
    var tags: [String]
    var scores: [String: Int]
    var nickname: String?
    var pair: (Int, Int)
}
let p = Profile(name: "Zed", tags: ["a", "b"], scores: ["math": 90], nickname: nil, pair: (1, 2))
print(p)
var q = p
q.nickname = "Z"
q.tags = []
print(q)
print(p.tags, q.nickname as Any)
