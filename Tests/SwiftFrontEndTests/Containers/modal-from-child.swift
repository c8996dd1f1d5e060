// Presenting from a child: the child presents a sheet modally, which is dismissed with a completion.
import UIKit

final class SheetViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("sheet gone")
    }
}

final class DetailPaneViewController: UIViewController {
    func showSheet() {
        let sheet = SheetViewController()
        sheet.modalPresentationStyle = .fullScreen
        present(sheet, animated: true, completion: nil)
    }
}

final class SplitLikeViewController: UIViewController {
    let pane = DetailPaneViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pane)
        pane.view.frame = view.bounds
        view.addSubview(pane.view)
        pane.didMove(toParent: self)
    }
}

let splitLike = SplitLikeViewController()
window.rootViewController = splitLike
RunLoop.main.run(until: Date())
splitLike.pane.showSheet()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
splitLike.pane.dismiss(animated: true) {
    print("dismissed; presented is now", splitLike.pane.presentedViewController == nil ? "nil" : "set")
}
