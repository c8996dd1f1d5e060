protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(_ task: DownloadTask, bytes: Int)
}

final class DownloadTask {
    let url: String
    weak var delegate: DownloadDelegate?
    init(url: String) { self.url = url }

    func complete(bytes: Int) {
        if let d = delegate {
            d.downloadDidFinish(self, bytes: bytes)
        } else {
            print("task \(url): no delegate to notify")
        }
        delegate?.downloadDidFinish(self, bytes: bytes * 2)
    }
    deinit { print("DownloadTask \(url) deinit") }
}

final class GalleryController: DownloadDelegate {
    let screen: String
    init(screen: String) { self.screen = screen; print("\(screen) init") }
    func downloadDidFinish(_ task: DownloadTask, bytes: Int) {
        print("\(screen) got \(bytes) bytes from \(task.url)")
    }
    deinit { print("\(screen) deinit") }
}

func run() {
    let task = DownloadTask(url: "img/1.png")
    var controller: GalleryController? = GalleryController(screen: "Gallery")
    task.delegate = controller
    task.complete(bytes: 10)
    print("delegate set: \(task.delegate != nil)")
    controller = nil
    print("delegate set: \(task.delegate != nil)")
    task.complete(bytes: 20)

    do {
        let other = GalleryController(screen: "Detail")
        task.delegate = other
        task.complete(bytes: 5)
        print("leaving do")
    }
    task.complete(bytes: 1)
    print("end run")
}

run()
print("after run")
