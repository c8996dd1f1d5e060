// A delegate held weakly does not keep its owner alive.
protocol DownloaderDelegate: AnyObject {
    func didFinish(_ name: String)
}

class Downloader {
    weak var delegate: DownloaderDelegate?
    func download(_ name: String) {
        print("downloading \(name)")
        if let delegate = delegate {
            delegate.didFinish(name)
        } else {
            print("no delegate for \(name)")
        }
    }
    deinit { print("Downloader deinit") }
}

class ScreenController: DownloaderDelegate {
    let downloader = Downloader()
    init() { downloader.delegate = self }
    func didFinish(_ name: String) { print("controller got \(name)") }
    deinit { print("ScreenController deinit") }
}

var controller: ScreenController? = ScreenController()
let downloader = controller!.downloader
downloader.download("photo.jpg")
controller = nil
print("controller released")
downloader.download("video.mp4")
