// Swift 4 era code: a dashboard adds its widget children in a loop with guard-let and the
// Swift 4 names, then removes the ones a filter rejects.
import UIKit

class WidgetViewController: UIViewController {
    var kind = ""
}

class DashboardViewController: UIViewController {
    var widgetKinds = ["weather", "news", "stocks"]

    override func viewDidLoad() {
        super.viewDidLoad()
        var y: CGFloat = 0
        for kind in widgetKinds {
            guard !kind.isEmpty else { continue }
            let widget = WidgetViewController()
            widget.kind = kind
            addChildViewController(widget)
            widget.view.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: 120)
            view.addSubview(widget.view)
            widget.didMove(toParentViewController: self)
            y += 130
        }
    }

    func remove(where reject: (WidgetViewController) -> Bool) {
        for case let widget as WidgetViewController in childViewControllers where reject(widget) {
            widget.willMove(toParentViewController: nil)
            widget.view.removeFromSuperview()
            widget.removeFromParentViewController()
        }
    }
}

let dashboard = DashboardViewController()
window.rootViewController = dashboard
RunLoop.main.run(until: Date())
dashboard.remove { $0.kind == "news" }
print(dashboard.childViewControllers.count)
