// A cache emptied between screens, a list whose middle is replaced, and an object kept alive
// while a closure uses it.
final class Session {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("session \(name) ended") }
}

var thumbnails: [String: Int] = ["home": 3, "search": 5]
thumbnails["profile"] = 1
print(thumbnails.count)
thumbnails.removeAll()
print(thumbnails.isEmpty, thumbnails)
var badges: [Int: String] = [1: "new"]
badges.removeAll(keepingCapacity: true)
badges[2] = "hot"
print(badges)

var tabs = ["feed", "search", "inbox", "profile"]
tabs.replaceSubrange(1..<3, with: ["explore"])
print(tabs)
tabs.replaceSubrange(0..<1, with: ["home", "live"])
print(tabs)
let extra = ["a", "b", "c", "d"]
tabs.replaceSubrange(4..., with: extra[1...2])
print(tabs)
var numbers = [1, 2, 3]
numbers.replaceSubrange(...1, with: [])
print(numbers)

do {
    let session = Session(name: "main")
    let count = withExtendedLifetime(session) { () -> Int in
        print("using", session.name)
        return session.name.count
    }
    print("count", count)
    withExtendedLifetime(session) { kept in print("kept", kept.name) }
}
print("done")
var window = [10, 20, 30]
window.replaceSubrange(2..<5, with: [0])
print("unreachable")
