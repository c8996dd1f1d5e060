import ContainmentEngine

/// The UIKit methods the engine performs, with their real signatures (Apple's Swift interface of
/// UIKit, iOS 18; the selectors from its Objective-C headers, docs/evidence/uikit-api). The
/// playground's own methods, which UIKit does not have, carry no selector.
extension UIKitCatalogue {
    typealias P = UIKitMember.Parameter

    static func method(
        _ owner: String, _ name: String, _ parameters: [P] = [], returns type: UIKitType = .void, selector: String?,
        former: [String] = [], introduced: Int? = nil, _ operation: UIKitOperation
    ) -> UIKitMember {
        UIKitMember(
            owner: owner, kind: .method, name: name, parameters: parameters, type: type, selector: selector, formerSpellings: former,
            introduced: introduced, behaviour: .operation(operation))
    }

    static let completion = P("completion", .optional(.closure([])), hasDefault: true)
    static let animated = P("animated", .bool)

    static let controllerMethods: [UIKitMember] = [
        method(
            "UIViewController", "addChild", [P(nil, .controller)], selector: "addChildViewController:", former: ["addChildViewController(_:)"],
            introduced: 5, .addChild),
        method(
            "UIViewController", "removeFromParent", selector: "removeFromParentViewController", former: ["removeFromParentViewController()"],
            introduced: 5, .removeFromParent),
        method(
            "UIViewController", "willMove", [P("toParent", .optional(.controller))], selector: "willMoveToParentViewController:",
            former: ["willMove(toParentViewController:)"], introduced: 5, .willMove),
        method(
            "UIViewController", "didMove", [P("toParent", .optional(.controller))], selector: "didMoveToParentViewController:",
            former: ["didMove(toParentViewController:)"], introduced: 5, .didMove),
        method("NSObject", "setValue", [P(nil, .other("Any?")), P("forKey", .string)], selector: "setValue:forKey:", .setValueForKey),
        method("UIViewController", "loadViewIfNeeded", selector: "loadViewIfNeeded", introduced: 9, .loadViewIfNeeded),
        method(
            "UIViewController", "transition",
            [
                P("from", .controller), P("to", .controller), P("duration", .timeInterval),
                P("options", .options("UIView.AnimationOptions"), hasDefault: true),
                P("animations", .optional(.closure([]))), P("completion", .optional(.closure([.bool])), hasDefault: true),
            ],
            selector: "transitionFromViewController:toViewController:duration:options:animations:completion:", introduced: 5, .transition),
        method(
            "UIViewController", "beginAppearanceTransition", [P(nil, .bool), animated], selector: "beginAppearanceTransition:animated:",
            introduced: 5, .beginAppearanceTransition),
        method("UIViewController", "endAppearanceTransition", selector: "endAppearanceTransition", introduced: 5, .endAppearanceTransition),
        method("UIViewController", "viewWillAppear", [P(nil, .bool)], selector: "viewWillAppear:", .appearanceCallback(.viewWillAppear)),
        method("UIViewController", "viewDidAppear", [P(nil, .bool)], selector: "viewDidAppear:", .appearanceCallback(.viewDidAppear)),
        method("UIViewController", "viewWillDisappear", [P(nil, .bool)], selector: "viewWillDisappear:", .appearanceCallback(.viewWillDisappear)),
        method("UIViewController", "viewDidDisappear", [P(nil, .bool)], selector: "viewDidDisappear:", .appearanceCallback(.viewDidDisappear)),
        method(
            "UIViewController", "setOverrideTraitCollection", [P(nil, .optional(.object("UITraitCollection"))), P("forChild", .controller)],
            selector: "setOverrideTraitCollection:forChildViewController:",
            former: ["setOverrideTraitCollection(_:forChildViewController:)"], introduced: 8, .setOverrideTraitCollection),
        method(
            "UIViewController", "storyboardEmbed", [P(nil, .controller), P("in", .optional(.view), hasDefault: true)], selector: nil, .storyboardEmbed
        ),
        method(
            "UIViewController", "performSegue", [P("withIdentifier", .string), P("sender", .other("Any?"))],
            selector: "performSegueWithIdentifier:sender:",
            introduced: 5, .performSegue),
        method("UIViewController", "implementsUnwindAction", [P(nil, .string)], selector: nil, .implementsUnwindAction),
        method("UIViewController", "performUnwindSegue", [P("action", .string)], selector: nil, .performUnwindSegue),
        method(
            "UIViewController", "show", [P(nil, .controller), P("sender", .other("Any?"))], selector: "showViewController:sender:", introduced: 8,
            .show),
        method(
            "UIViewController", "showDetailViewController", [P(nil, .controller), P("sender", .other("Any?"))],
            selector: "showDetailViewController:sender:",
            introduced: 8, .showDetail),
        method(
            "UIViewController", "present", [P(nil, .controller), animated, completion], selector: "presentViewController:animated:completion:",
            introduced: 5, .present),
        method(
            "UIViewController", "dismiss", [animated, completion], selector: "dismissViewControllerAnimated:completion:", introduced: 5, .dismiss),
        method(
            "UIViewController", "setNeedsStatusBarAppearanceUpdate", selector: "setNeedsStatusBarAppearanceUpdate", introduced: 7,
            .updateSystemAppearance(.statusBarStyle)),
        method(
            "UIViewController", "setNeedsUpdateOfHomeIndicatorAutoHidden", selector: "setNeedsUpdateOfHomeIndicatorAutoHidden", introduced: 11,
            .updateSystemAppearance(.homeIndicatorAutoHidden)),
        method(
            "UIViewController", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", selector: "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
            introduced: 11, .updateSystemAppearance(.screenEdgesDeferringSystemGestures)),
        // Private, and what the corpus prints the hierarchy with (UIKit's own debugging aid).
        method("UIViewController", "_printHierarchy", selector: "_printHierarchy", .printHierarchy),
    ]

    static let containerMethods: [UIKitMember] = [
        method("UINavigationController", "pushViewController", [P(nil, .controller), animated], selector: "pushViewController:animated:", .push),
        method(
            "UINavigationController", "setNavigationBarHidden", [P(nil, .bool), animated], selector: "setNavigationBarHidden:animated:",
            .setNavigationBarHidden),
        method(
            "UINavigationController", "popViewController", [animated], returns: .optional(.controller), selector: "popViewControllerAnimated:", .pop),
        method(
            "UINavigationController", "popToRootViewController", [animated], returns: .optional(.array(.controller)),
            selector: "popToRootViewControllerAnimated:", .popToRoot),
        method(
            "UINavigationController", "popToViewController", [P(nil, .controller), animated], returns: .optional(.array(.controller)),
            selector: "popToViewController:animated:", .popTo),
        method(
            "UINavigationController", "setViewControllers", [P(nil, .array(.controller)), animated], selector: "setViewControllers:animated:",
            introduced: 3, .setNavigationStack),
        method(
            "UINavigationController", "simulateInteractivePop", [P("progress", .cgFloat), P("finishes", .bool)], selector: nil,
            .simulateInteractivePop),
        method(
            "UITabBarController", "setViewControllers", [P(nil, .optional(.array(.controller))), animated], selector: "setViewControllers:animated:",
            .setTabs),
        method("UITabBarController", "simulateTap", [P("index", .int)], selector: nil, .simulateTabTap),
        method(
            "UIPageViewController", "setViewControllers",
            [P(nil, .optional(.array(.controller))), P("direction", .enumeration("UIPageViewController.NavigationDirection")), animated, completion],
            selector: "setViewControllers:direction:animated:completion:", introduced: 5, .setPages),
        method(
            "UIPageViewController", "simulateSwipe",
            [P("to", .controller), P("direction", .enumeration("UIPageViewController.NavigationDirection"), hasDefault: true), P("finishes", .bool)],
            selector: nil, .simulateSwipe),
        // A swipe to the page the data source gives on that side (the delegate hears of it).
        method(
            "UIPageViewController", "simulateSwipe",
            [P("direction", .enumeration("UIPageViewController.NavigationDirection"), hasDefault: true), P("finishes", .bool)],
            selector: nil, .simulateDataSourceSwipe),
        method(
            "UISplitViewController", "setViewController", [P(nil, .optional(.controller)), P("for", .enumeration("UISplitViewController.Column"))],
            selector: "setViewController:forColumn:", introduced: 14, .setSplitColumn),
        method(
            "UISplitViewController", "show", [P(nil, .enumeration("UISplitViewController.Column"))], selector: "showColumn:", introduced: 14,
            .showSplitColumn),
        method(
            "UISplitViewController", "hide", [P(nil, .enumeration("UISplitViewController.Column"))], selector: "hideColumn:", introduced: 14,
            .hideSplitColumn),
    ]

    static let viewMethods: [UIKitMember] = [
        method("UIView", "addSubview", [P(nil, .view)], selector: "addSubview:", .addSubview),
        method("UIView", "removeFromSuperview", selector: "removeFromSuperview", .removeFromSuperview),
        method("UIView", "insertSubview", [P(nil, .view), P("at", .int)], selector: "insertSubview:atIndex:", .insertSubviewAt),
        method("UIView", "insertSubview", [P(nil, .view), P("belowSubview", .view)], selector: "insertSubview:belowSubview:", .insertSubviewBelow),
        method("UIView", "insertSubview", [P(nil, .view), P("aboveSubview", .view)], selector: "insertSubview:aboveSubview:", .insertSubviewAbove),
        method(
            "UIView", "bringSubviewToFront", [P(nil, .view)], selector: "bringSubviewToFront:", former: ["bringSubview(toFront:)"],
            .bringSubviewToFront),
        method("UIView", "sendSubviewToBack", [P(nil, .view)], selector: "sendSubviewToBack:", former: ["sendSubview(toBack:)"], .sendSubviewToBack),
        method("UIStackView", "addArrangedSubview", [P(nil, .view)], selector: "addArrangedSubview:", introduced: 9, .addArrangedSubview),
        method("UIStackView", "removeArrangedSubview", [P(nil, .view)], selector: "removeArrangedSubview:", introduced: 9, .removeArrangedSubview),
        method("UIView", "layoutIfNeeded", selector: "layoutIfNeeded", .layoutIfNeeded),
        method("UIView", "setNeedsLayout", selector: "setNeedsLayout", .setNeedsLayout),
        method("UIWindow", "makeKeyAndVisible", selector: "makeKeyAndVisible", .makeKeyAndVisible),
    ]
}
