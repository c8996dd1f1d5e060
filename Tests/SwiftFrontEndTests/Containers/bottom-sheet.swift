// A bottom sheet slid up over the content with UIView.animate, and dismissed the same way: the child
// is removed only in the completion, after the animation.
import UIKit

final class SheetContentViewController: UIViewController {}

final class MapScreenViewController: UIViewController {
    private var sheet: SheetContentViewController?
    private let sheetHeight: CGFloat = 300

    func presentSheet() {
        guard sheet == nil else { return }
        let sheet = SheetContentViewController()
        addChild(sheet)
        sheet.view.frame = CGRect(x: 0, y: view.bounds.height, width: view.bounds.width, height: sheetHeight)
        view.addSubview(sheet.view)
        sheet.didMove(toParent: self)
        self.sheet = sheet
        UIView.animate(withDuration: 0.3) {
            sheet.view.frame = CGRect(x: 0, y: self.view.bounds.height - self.sheetHeight, width: self.view.bounds.width, height: self.sheetHeight)
        }
    }

    func dismissSheet() {
        guard let sheet = sheet else { return }
        sheet.willMove(toParent: nil)
        UIView.animate(withDuration: 0.3, animations: {
            sheet.view.frame = CGRect(x: 0, y: self.view.bounds.height, width: self.view.bounds.width, height: self.sheetHeight)
        }, completion: { _ in
            sheet.view.removeFromSuperview()
            sheet.removeFromParent()
            self.sheet = nil
            print("sheet removed")
        })
    }
}

let mapScreen = MapScreenViewController()
window.rootViewController = mapScreen
RunLoop.main.run(until: Date())
mapScreen.presentSheet()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
mapScreen.dismissSheet()
