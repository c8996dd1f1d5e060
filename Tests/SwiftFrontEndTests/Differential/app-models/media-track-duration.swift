struct Track: CustomStringConvertible {
    let title: String
    let artist: String
    let seconds: Int
    var rating: Int? = nil

    var durationText: String {
        let m = seconds / 60, s = seconds % 60
        return "\(m):" + (s < 10 ? "0\(s)" : "\(s)")
    }
    var description: String {
        let stars = rating.map { String(repeating: "*", count: $0) } ?? "unrated"
        return "\(title) — \(artist) [\(durationText)] \(stars)"
    }
}

struct Playlist {
    var name: String
    var tracks: [Track]

    var totalSeconds: Int { tracks.map(\.seconds).reduce(0, +) }
    var averageRating: Double? {
        let rated = tracks.compactMap(\.rating)
        guard !rated.isEmpty else { return nil }
        return Double(rated.reduce(0, +)) / Double(rated.count)
    }
    mutating func rate(_ title: String, _ stars: Int) {
        for i in tracks.indices where tracks[i].title == title { tracks[i].rating = stars }
    }
}

var mix = Playlist(name: "Focus", tracks: [
    Track(title: "Intro", artist: "Nova", seconds: 65),
    Track(title: "Drift", artist: "Kai", seconds: 247),
    Track(title: "Pulse", artist: "Nova", seconds: 189),
])
print("avg before:", mix.averageRating as Any)
mix.rate("Drift", 4)
mix.rate("Pulse", 5)
mix.tracks.forEach { print($0) }
print("total \(Track(title: "", artist: "", seconds: mix.totalSeconds).durationText), avg \(mix.averageRating!)")
