// Work deferred with GCD: the child is embedded on the next turn of the main queue and removed a
// second later with asyncAfter.
import UIKit

final class BannerViewController: UIViewController {}

final class HomeViewController: UIViewController {
    private var banner: BannerViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async { [weak self] in
            self?.showBanner()
        }
    }

    private func showBanner() {
        let banner = BannerViewController()
        addChild(banner)
        banner.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 60)
        view.addSubview(banner.view)
        banner.didMove(toParent: self)
        self.banner = banner
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.hideBanner()
        }
    }

    private func hideBanner() {
        guard let banner = banner else { return }
        banner.willMove(toParent: nil)
        banner.view.removeFromSuperview()
        banner.removeFromParent()
        self.banner = nil
        print("banner gone:", children.isEmpty)
    }
}

let home = HomeViewController()
window.rootViewController = home
