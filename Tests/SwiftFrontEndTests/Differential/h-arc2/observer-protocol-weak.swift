// AnyObject-constrained protocol delegates held weakly; delegate swaps
protocol DownloadDelegate: AnyObject {
    func progress(_ p: Int, of name: String)
    func finished(_ name: String)
}

final class Downloader {
    let file: String
    weak var delegate: DownloadDelegate?
    init(file: String) { self.file = file; print("downloader \(file) init") }
    deinit { print("downloader \(file) deinit") }
    func run(steps: Int) {
        for i in 1...steps {
            guard let d = delegate else { print("  no delegate at step \(i), abort"); return }
            d.progress(i * 100 / steps, of: file)
        }
        delegate?.finished(file)
    }
}

class ProgressUI: DownloadDelegate {
    let label: String
    init(_ l: String) { label = l; print("UI \(l) init") }
    deinit { print("UI \(label) deinit") }
    func progress(_ p: Int, of name: String) { print("  \(label): \(name) \(p)%") }
    func finished(_ name: String) { print("  \(label): \(name) done") }
}

final class SelfDestructUI: ProgressUI {
    weak var owner: Holder?
    override func progress(_ p: Int, of name: String) {
        super.progress(p, of: name)
        if p >= 50 { print("  \(label) asks holder to drop it"); owner?.ui = nil }
    }
    deinit { print("SelfDestructUI \(label) deinit") }
}

final class Holder {
    var ui: ProgressUI?
    deinit { print("holder deinit") }
}

let d = Downloader(file: "a.zip")
var ui: ProgressUI? = ProgressUI("main")
d.delegate = ui
d.run(steps: 2)
ui = ProgressUI("replacement")
print("delegate alive:", d.delegate != nil)
d.delegate = ui
d.run(steps: 1)
ui = nil
d.run(steps: 3)

let holder = Holder()
let sd = SelfDestructUI("sd")
sd.owner = holder
holder.ui = sd
let d2 = Downloader(file: "b.iso")
d2.delegate = holder.ui
d2.run(steps: 4)
print("holder ui:", holder.ui == nil ? "nil" : "set", "; sd still referenced by let")
print("end")
