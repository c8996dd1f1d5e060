// Storyboard containment: two container views with embed segues; the parent keeps typed references
// in prepare(for:sender:), and viewDidLoad sees both children.
import UIKit

final class HeaderViewController: UIViewController { var title2 = "" }
final class BodyViewController: UIViewController {}

final class ProfileScreenViewController: UIViewController {
    private var header: HeaderViewController?
    private var body: BodyViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.destination {
        case let header as HeaderViewController:
            header.title2 = "Profile"
            self.header = header
        case let body as BodyViewController:
            self.body = body
        default:
            break
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("header:", header?.title2 ?? "missing", "body:", body != nil, "children:", children.count)
    }
}

let profile = ProfileScreenViewController()
profile.storyboardEmbed(HeaderViewController())
profile.storyboardEmbed(BodyViewController())
window.rootViewController = profile
