// Two variables referring to one object see each other's changes.
class Playlist {
    var name: String
    var songs: [String] = []
    init(name: String) { self.name = name }
}

let favourites = Playlist(name: "Favourites")
let alias = favourites
alias.songs.append("Song A")
favourites.songs.append("Song B")
print(alias.songs)

func rename(_ playlist: Playlist, to name: String) {
    playlist.name = name
}
rename(alias, to: "Best")
print(favourites.name)

var library = [favourites, Playlist(name: "Empty")]
library[0].songs.removeFirst()
print(favourites.songs)
library[1] = favourites
library[1].name = "Shared"
print(library.map { $0.name })
