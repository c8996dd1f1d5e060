// is and as? over a class hierarchy.
class MediaItem {
    let title: String
    init(title: String) { self.title = title }
}
class Movie: MediaItem {
    let director: String
    init(title: String, director: String) {
        self.director = director
        super.init(title: title)
    }
}
class Song: MediaItem {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}

let library: [MediaItem] = [
    Movie(title: "Heat", director: "Mann"),
    Song(title: "Blue", artist: "Joni"),
    Movie(title: "Alien", director: "Scott"),
    MediaItem(title: "Podcast"),
]
print(library.filter { $0 is Movie }.count, library.filter { $0 is Song }.count)
for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.title) by \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.title) by \(song.artist)")
    } else {
        print("Other: \(item.title)")
    }
}
print(library.compactMap { ($0 as? Movie)?.director })
