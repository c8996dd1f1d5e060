/// What an unmodelled UIKit property holds before anything sets it. Most are their type's zero
/// (false, 0, nil, `[]`, a zero rect), which is what UIKit declares for them; these are the ones
/// Apple's documentation gives another value ("The default value of this property is true"), and
/// the ones whose value depends on what the playground does not model (the screen's scale,
/// layout margins, automatic dimensions): those have no default here, and code that tests them
/// is refused instead of given a guess.
extension UIKitCatalogue {
    static let documentedDefaults: [String: UIKitValue] = [
        "UIView.isUserInteractionEnabled": .bool(true), "UIView.isOpaque": .bool(true), "UIView.autoresizesSubviews": .bool(true),
        "UIView.alpha": .double(1), "UIView.insetsLayoutMarginsFromSafeArea": .bool(true),
        "UIControl.isEnabled": .bool(true), "UIBarItem.isEnabled": .bool(true),
        "UILabel.numberOfLines": .int(1), "UILabel.isEnabled": .bool(true), "UILabel.isUserInteractionEnabled": .bool(false),
        "UIImageView.isUserInteractionEnabled": .bool(false),
        "UITableViewController.clearsSelectionOnViewWillAppear": .bool(true),
        "UICollectionViewController.clearsSelectionOnViewWillAppear": .bool(true),
        "UIScrollView.isScrollEnabled": .bool(true), "UIScrollView.bounces": .bool(true), "UIScrollView.bouncesZoom": .bool(true),
        "UIScrollView.showsVerticalScrollIndicator": .bool(true), "UIScrollView.showsHorizontalScrollIndicator": .bool(true),
        "UIScrollView.zoomScale": .double(1), "UIScrollView.minimumZoomScale": .double(1), "UIScrollView.maximumZoomScale": .double(1),
        "UIScrollView.delaysContentTouches": .bool(true), "UIScrollView.canCancelContentTouches": .bool(true),
        "UIScrollView.scrollsToTop": .bool(true), "UIScrollView.automaticallyAdjustsScrollIndicatorInsets": .bool(true),
        "UITableView.allowsSelection": .bool(true), "UICollectionView.allowsSelection": .bool(true),
        "UIViewController.restoresFocusAfterTransition": .bool(true), "UIViewController.viewRespectsSystemMinimumLayoutMargins": .bool(true),
        "UIViewController.automaticallyAdjustsScrollViewInsets": .bool(true),
        "UINavigationController.isToolbarHidden": .bool(true),
    ]

    /// Properties whose value depends on what the playground does not model: no default.
    static let undeterminedProperties: Set<String> = [
        "UIView.contentScaleFactor", "UIView.layoutMargins", "UIView.directionalLayoutMargins", "UIView.intrinsicContentSize",
        "UIView.safeAreaInsets", "UIView.isAccessibilityElement", "UIView.canBecomeFocused", "UIResponder.canBecomeFirstResponder",
        "UIScrollView.adjustedContentInset", "UIScrollView.contentOffset", "UITableView.rowHeight", "UITableView.estimatedRowHeight",
        "UITableView.sectionHeaderHeight", "UITableView.sectionFooterHeight", "UIViewController.systemMinimumLayoutMargins",
        "NSObject.isAccessibilityElement", "NSObject.accessibilityFrame", "NSObject.description", "NSObject.debugDescription", "NSObject.hash",
    ]

    /// The value a real property reads when the playground does not model it, or nil when it has
    /// none the playground can state.
    package static func documentedDefault(of member: KnownMember) -> UIKitValue? {
        let key = "\(member.owner).\(member.name)"
        if let value = documentedDefaults[key] { return value }
        if undeterminedProperties.contains(key) { return nil }
        return member.type.zeroValue
    }
}
