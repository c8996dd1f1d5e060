final class Track {
    let title: String
    init(_ title: String) {
        self.title = title
        print("Track \(title) loaded")
    }
    deinit { print("Track \(title) unloaded") }
}

final class Playlist {
    var nowPlaying: (track: Track, position: Int)?
    var queue: [(Track, Int)] = []

    func play(_ t: Track) {
        print("play \(t.title)")
        nowPlaying = (t, 0)
    }

    func enqueue(_ title: String, _ order: Int) {
        queue.append((Track(title), order))
    }

    deinit { print("Playlist deinit") }
}

func makePair() -> (Track, Track) {
    return (Track("intro"), Track("outro"))
}

func run() {
    var playlist: Playlist? = Playlist()
    playlist!.play(Track("song-1"))
    playlist!.play(Track("song-2"))
    playlist!.nowPlaying = nil
    print("stopped")

    playlist!.enqueue("q1", 1)
    playlist!.enqueue("q2", 2)
    let (t, n) = playlist!.queue.removeFirst()
    print("dequeued \(t.title) order \(n)")
    playlist!.queue.removeAll()
    print("queue cleared")

    var pair: (Track, Track)? = makePair()
    print("pair: \(pair!.0.title), \(pair!.1.title)")
    pair = nil
    print("pair cleared")
    playlist = nil
    print("playlist released, still holding \(t.title)")
    print("end run")
}

run()
print("done")
