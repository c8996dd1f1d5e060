// Children arranged by a UIStackView: the container adds each child's view as an arranged subview
// and removes one later (removeArrangedSubview and removeFromSuperview, as UIKit requires).
import UIKit

final class MetricViewController: UIViewController {
    var name = ""
}

final class MetricsViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds
        view.addSubview(stack)
        for name in ["steps", "sleep", "heart"] {
            let metric = MetricViewController()
            metric.name = name
            addChild(metric)
            stack.addArrangedSubview(metric.view)
            metric.didMove(toParent: self)
        }
    }

    func removeMetric(named name: String) {
        guard let metric = children.compactMap({ $0 as? MetricViewController }).first(where: { $0.name == name }) else { return }
        metric.willMove(toParent: nil)
        stack.removeArrangedSubview(metric.view)
        metric.view.removeFromSuperview()
        metric.removeFromParent()
    }
}

let metrics = MetricsViewController()
window.rootViewController = metrics
RunLoop.main.run(until: Date())
metrics.removeMetric(named: "sleep")
print(metrics.children.count)
