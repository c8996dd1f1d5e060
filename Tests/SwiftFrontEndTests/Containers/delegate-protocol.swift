// A child talks to its container through a delegate protocol; the container swaps the child when told.
import UIKit

protocol StepDelegate: AnyObject {
    func stepDidFinish(_ step: StepViewController)
}

class StepViewController: UIViewController {
    weak var delegate: StepDelegate?
    var number = 0
    func finish() { delegate?.stepDidFinish(self) }
}

final class WizardViewController: UIViewController, StepDelegate {
    private(set) var current: StepViewController?
    private let stepCount = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        show(step: 1)
    }

    private func show(step number: Int) {
        if let current = current {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        let step = StepViewController()
        step.number = number
        step.delegate = self
        addChild(step)
        step.view.frame = view.bounds
        view.addSubview(step.view)
        step.didMove(toParent: self)
        current = step
    }

    func stepDidFinish(_ step: StepViewController) {
        if step.number < stepCount {
            show(step: step.number + 1)
        } else {
            print("wizard done")
        }
    }
}

let wizard = WizardViewController()
window.rootViewController = wizard
RunLoop.main.run(until: Date())
wizard.current?.finish()
RunLoop.main.run(until: Date())
wizard.current?.finish()
wizard.current?.finish()
print(wizard.children.count, wizard.current?.number ?? 0)
