// A common bug: a container overrides viewWillTransition and forgets super, so its children never
// hear of the rotation; and a child overrides viewWillAppear without super.
import UIKit

final class ChartViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        print("chart will appear")  // no super.viewWillAppear(animated)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("chart resized")
    }
}

final class ReportViewController: UIViewController {
    let chart = ChartViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(chart)
        chart.view.frame = view.bounds
        view.addSubview(chart.view)
        chart.didMove(toParent: self)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        print("report resized")  // no super: the chart is never told
    }
}

let report = ReportViewController()
window.rootViewController = report
RunLoop.main.run(until: Date())
window.size = CGSize(width: 844, height: 390)
