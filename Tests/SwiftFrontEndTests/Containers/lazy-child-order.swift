// Lazy children are created on first access, in the order the code touches them, and named after
// their properties; a computed property picks the visible one.
import UIKit

final class ProfileHeaderViewController: UIViewController {}
final class ProfilePostsViewController: UIViewController {}
final class ProfileAboutViewController: UIViewController {}

final class ProfileViewController: UIViewController {
    enum Tab: Int { case posts = 0, about = 1 }

    lazy var header: ProfileHeaderViewController = {
        print("making the header")
        return ProfileHeaderViewController()
    }()
    lazy var posts = ProfilePostsViewController()
    lazy var about = ProfileAboutViewController()
    var tab: Tab = .posts

    var visible: UIViewController {
        switch tab {
        case .posts: return posts
        case .about: return about
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [header, visible] {
            addChild(child)
            view.addSubview(child.view)
            child.view.frame = view.bounds
            child.didMove(toParent: self)
        }
    }
}

let profile = ProfileViewController()
print("before the view loads:", profile.children.count)
window.rootViewController = profile
print(profile.children.map { "\(type(of: $0))" })
