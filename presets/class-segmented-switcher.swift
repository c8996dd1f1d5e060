// title: A segmented switcher, as a class
// description: A container with an enum for its state and lazy children, swapping them with transition(from:to:) when the segment changes: willMove(nil) and addChild before, removeFromParent and didMove in the completion. The driver switches twice, a second apart.
// language: swift
import UIKit

final class SwitcherViewController: UIViewController {
    enum Segment: Int { case summary, details }

    private lazy var summaryViewController = SummaryViewController()
    private lazy var detailsViewController = DetailsViewController()
    private(set) var segment: Segment = .summary

    private func controller(for segment: Segment) -> UIViewController {
        switch segment {
        case .summary: return summaryViewController
        case .details: return detailsViewController
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = controller(for: segment)
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func select(_ next: Segment) {
        guard next != segment else { return }
        let old = controller(for: segment), new = controller(for: next)
        segment = next
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        transition(from: old, to: new, duration: 0.25, options: [.transitionCrossDissolve], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }
}

final class SummaryViewController: UIViewController {}
final class DetailsViewController: UIViewController {}

let switcher = SwitcherViewController()
window.rootViewController = switcher
switcher.select(.details)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))  // the cross-dissolve ends before the next tap
switcher.select(.summary)
print(switcher.children.count, switcher.segment.rawValue)
