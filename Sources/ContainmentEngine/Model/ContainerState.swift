/// The private state of UIKit's containers, kept on the container controller.
struct ContainerState: Sendable, Codable, Equatable {
    /// UINavigationController: the stack, bottom first (every entry is a child).
    var navigationStack: [String] = []
    /// UINavigationController: a push or pop animation is running.
    var isTransitioning = false
    /// Children added while the container was off screen: `didMove(toParent:)` is sent once the
    /// container has shown them (scenario `nav-initial-display`).
    var pendingDidMove: [String] = []
    /// UIPageViewController: pages set before it appeared, with the `animated` flag given.
    var pendingPageAppearance: Bool?
    /// UITabBarController: tabs in order, and the selected index.
    var tabs: [String] = []
    var selectedIndex: Int?
    /// UIPageViewController: the shown page(s).
    var pages: [String] = []
    var pageTransitionStyle = "scroll"
    /// UIPageViewController (scroll style): the neighbours its data source gave, by
    /// `"viewControllerAfter <page>"`; "" for nil. A scroll view keeps them until the pages are set.
    var pageNeighbours: [String: String] = [:]
    /// UISplitViewController: view controllers by column name (primary, secondary, ...).
    var columns: [String: String] = [:]
    var splitStyle = "doubleColumn"
    /// A classic split collapsed in compact width: the secondary it took out of its columns
    /// (pushed onto the primary navigation controller, or discarded by the delegate), for expanding.
    var collapsedSecondary: String?
    var hiddenColumns: Set<String> = []
}
