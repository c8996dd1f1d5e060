// A UISplitViewController subclass with a primary list and a secondary detail, set up in
// viewDidLoad with setViewController(_:for:).
import UIKit

final class SidebarViewController: UIViewController {}
final class EditorViewController: UIViewController {}

final class DocumentSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewController(SidebarViewController(), for: .primary)
        setViewController(EditorViewController(), for: .secondary)
    }
}

let split = DocumentSplitViewController(style: .doubleColumn)
window.rootViewController = split
RunLoop.main.run(until: Date())
print(split.children.count)
