struct Playlist {
    var songs: [String] = []
    mutating func add(_ titles: String...) { songs.append(contentsOf: titles) }
    func contains(all titles: String...) -> Bool { titles.allSatisfy(songs.contains) }
}
var list = Playlist()
list.add("intro", "theme")
print(list.contains(all: "intro"), list.contains(all: "intro", "outro"))
let banned = ["spam", "junk"]
let words = ["hello", "spam", "world"]
print(words.filter(banned.contains), words.map("hello world".hasPrefix))
let allowed: Set = [1, 2, 3]
print([3, 4, 1].filter(allowed.contains))
let f = banned.contains
print(f("spam"), f("x"), f)
func hello() -> Int { 1 }
let g = hello
print(g, "\(g)", String(describing: g))
debugPrint(g)
