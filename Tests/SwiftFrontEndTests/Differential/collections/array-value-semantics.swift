// Arrays are values: a copy does not see later changes.
var original = [1, 2, 3]
var copy = original
copy.append(4)
original[0] = 100
print(original)
print(copy)
func addZero(_ a: [Int]) -> [Int] {
    var a = a
    a.append(0)
    return a
}
let result = addZero(original)
print(original.count, result.count)
struct Playlist { var songs: [String] }
var p1 = Playlist(songs: ["a"])
var p2 = p1
p2.songs.append("b")
print(p1.songs, p2.songs)
