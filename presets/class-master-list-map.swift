// title: Master with list and map, as a class
// description: Use Your Loaf's master view controller in code: lazy children from the storyboard, a stack view whose axis follows the size, Swift 3 names (addChildViewController, didMove(toParentViewController:)), and viewWillTransition calling super so the children hear of the rotation too. The driver rotates to landscape.
// language: swift
import UIKit

class LocationTableViewController: UITableViewController {}
class MapViewController: UIViewController {}

class MasterViewController: UIViewController {
    private let topStackView = UIStackView()
    fileprivate lazy var locationTableViewController: LocationTableViewController =
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "LocationTableViewController") as! LocationTableViewController
    fileprivate lazy var mapViewController: MapViewController =
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MapViewController") as! MapViewController

    override func viewDidLoad() {
        super.viewDidLoad()
        topStackView.axis = axisForSize(view.bounds.size)
        topStackView.distribution = .fillEqually
        topStackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(topStackView)
        NSLayoutConstraint.activate([
            topStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            topStackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topStackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            topStackView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        addContentController(locationTableViewController, to: topStackView)
        addContentController(mapViewController, to: topStackView)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        topStackView.axis = axisForSize(size)
    }

    private func axisForSize(_ size: CGSize) -> UILayoutConstraintAxis {
        return size.width > size.height ? .horizontal : .vertical
    }

    private func addContentController(_ child: UIViewController, to stackView: UIStackView) {
        addChildViewController(child)
        stackView.addArrangedSubview(child.view)
        child.didMove(toParentViewController: self)
    }
}

let master = MasterViewController()
window.rootViewController = master
window.size = CGSize(width: 844, height: 390)
