protocol UploadDelegate: AnyObject {
    var label: String { get }
    func uploadFinished(file: String)
}

final class UploadController: UploadDelegate {
    let label: String
    init(label: String) {
        self.label = label
        print("\(label) init")
    }
    func uploadFinished(file: String) { print("\(label): finished \(file)") }
    deinit { print("\(label) deinit") }
}

final class Uploader {
    weak var delegate: UploadDelegate?
    private var completions: [() -> Void] = []
    func upload(_ file: String) {
        let delegate = self.delegate
        completions.append { [weak delegate] in
            if let d = delegate {
                d.uploadFinished(file: file)
            } else {
                print("uploader: \(file) done, delegate gone")
            }
        }
    }
    func uploadRetaining(_ file: String) {
        guard let d = delegate else { return }
        completions.append { d.uploadFinished(file: file) }
    }
    func flush() {
        print("flush \(completions.count)")
        let list = completions
        completions = []
        for c in list { c() }
    }
}

func run() {
    let uploader = Uploader()
    var first: UploadController? = UploadController(label: "First")
    uploader.delegate = first
    uploader.upload("a.jpg")
    uploader.upload("b.jpg")
    first = nil
    uploader.flush()
    var second: UploadController? = UploadController(label: "Second")
    uploader.delegate = second
    uploader.uploadRetaining("c.jpg")
    second = nil
    print("second released locally, delegate is \(uploader.delegate == nil ? "nil" : "set")")
    uploader.flush()
    print("delegate is \(uploader.delegate == nil ? "nil" : "set")")
    print("end run")
}

run()
