final class ImageBuffer {
    let id: String
    init(id: String) {
        self.id = id
        print("ImageBuffer \(id) alloc")
    }
    deinit { print("ImageBuffer \(id) free") }
}

struct Thumbnail {
    var caption: String
    var buffer: ImageBuffer
}

struct Album {
    var title: String
    var thumbnails: [Thumbnail] = []
}

func run() {
    var first: Thumbnail? = Thumbnail(caption: "beach", buffer: ImageBuffer(id: "A"))
    var copy: Thumbnail? = first
    copy?.caption = "beach (copy)"
    print("first: \(first!.caption), copy: \(copy!.caption), same buffer: \(first!.buffer === copy!.buffer)")
    first = nil
    print("first cleared")
    copy = nil
    print("copy cleared")

    var album: Album? = Album(title: "Trip")
    album?.thumbnails.append(Thumbnail(caption: "one", buffer: ImageBuffer(id: "B")))
    album?.thumbnails.append(Thumbnail(caption: "two", buffer: ImageBuffer(id: "C")))
    var snapshot: Album? = album
    album?.thumbnails[0].buffer = ImageBuffer(id: "D")
    print("album: \(album!.thumbnails.map { $0.buffer.id }), snapshot: \(snapshot!.thumbnails.map { $0.buffer.id })")
    snapshot = nil
    print("snapshot cleared")
    album?.thumbnails.removeLast()
    print("removed last")
    album = nil
    print("end run")
}

run()
