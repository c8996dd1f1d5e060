/// A bound statement: names resolved, arguments typed. What the engine executes.
package struct Statement: Sendable, Codable {
    package var line: Int
    package var column: Int
    package var action: Action
    package init(line: Int, column: Int, action: Action) {
        self.line = line
        self.column = column
        self.action = action
    }
}

/// A view as a script names it: a controller's root view (`C.view`, loaded on access, as in
/// UIKit), a declared view, or the window.
package enum ViewReference: Sendable, Equatable, Codable {
    case root(of: String)
    case named(String)
    case window
}

/// A property read by `print(...)`: an object and a path of property names.
package struct PropertyPath: Sendable, Codable {
    package var object: String
    package var isController: Bool
    package var path: [String]
    package var text: String
    package init(object: String, isController: Bool, path: [String], text: String) {
        self.object = object
        self.isController = isController
        self.path = path
        self.text = text
    }
}

package struct ConstraintSpec: Sendable, Codable {
    package var view: ViewReference
    package var constraint: LayoutConstraint
    package var targetView: ViewReference?
    package init(view: ViewReference, constraint: LayoutConstraint, targetView: ViewReference?) {
        self.view = view
        self.constraint = constraint
        self.targetView = targetView
    }
}

package enum ViewProperty: Sendable, Codable {
    case frame(Rect)
    case alpha(Double)
    case hidden(Bool)
    case translatesAutoresizingMaskIntoConstraints(Bool)
    case autoresizingMask(AutoresizingMask)
    case axis(StackLayout.Axis)
    case spacing(Double)
}

package enum ControllerFlag: String, Sendable, Codable {
    case shouldAutomaticallyForwardAppearanceMethods
    case shouldAutomaticallyForwardRotationMethods
    case automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers
    case definesPresentationContext
}

package indirect enum Action: Sendable, Codable {
    case declareController(name: String, className: String, kind: ControllerKind, root: String?, style: String?)
    case declareView(name: String, className: String)
    case setRootViewController(String?)
    /// The class of the root view the controller's `loadView` will make (`UITableView` for a
    /// `UITableViewController`, `UICollectionView` for a `UICollectionViewController`).
    case setRootViewClass(String, className: String)
    /// `controller.view = view` (in `loadView`, or later): the controller's root view from now on.
    case setControllerView(String, ViewReference?)

    // Containment (rules 1-5, 11-12).
    case addChild(parent: String, child: String)
    case removeFromParent(String)
    case willMove(String, parent: String?)
    case didMove(String, parent: String?)
    case setParentSPI(child: String, parent: String?)

    // Views.
    case touchView(ViewReference)
    case addSubview(superview: ViewReference, view: ViewReference)
    /// `insertSubview(_:at:)`, `(_:belowSubview:)`, `(_:aboveSubview:)`, `bringSubviewToFront`,
    /// `sendSubviewToBack`: a place among the subviews (back to front).
    case insertSubview(superview: ViewReference, view: ViewReference, SubviewPlace)
    case removeFromSuperview(ViewReference)
    case addArrangedSubview(stack: ViewReference, view: ViewReference)
    case removeArrangedSubview(stack: ViewReference, view: ViewReference)
    case setViewProperty(ViewReference, ViewProperty)
    case activateConstraints([ConstraintSpec])
    case deactivateConstraints(ViewReference)
    case layoutIfNeeded(ViewReference)
    case setNeedsLayout(ViewReference)

    // Transitions and animation (rule 13).
    case transition(parent: String, from: String, to: String, duration: Double, animations: [Statement], completion: [Statement]?)
    case viewTransition(from: ViewReference, to: ViewReference, duration: Double, completion: [Statement]?)
    case animate(duration: Double, animations: [Statement], completion: [Statement]?)

    // Appearance (rules 14-16).
    case beginAppearanceTransition(String, isAppearing: Bool, animated: Bool)
    case endAppearanceTransition(String)
    case directAppearanceCall(String, AppearanceCallback, animated: Bool)
    case setFlag(String, ControllerFlag, Bool)

    case override(String, method: String, behaviour: InstalledBehaviour)
    /// A front end's own code, run in order with the statements (a Swift closure).
    case userCode(InstalledUserCode)
    case runLoop(seconds: Double?)
    /// The run loop until nothing is pending: every animation finished and every completion
    /// run, what the service does after a request unless it says `settle: false`.
    case runLoopUntilIdle
    case print(PropertyPath)
    case printHierarchy(String?)

    // Forwarded events (rules 22-23, 27).
    case setWindowSize(Size)
    /// `window.isHidden = ...`, `window.makeKeyAndVisible()` (false) (rule 32).
    case setWindowHidden(Bool)
    case setOverrideTraitCollection(parent: String, child: String, Traits?)
    case setUserInterfaceStyle(String?, UserInterfaceStyle)
    case simulateMemoryWarning
    case setAdditionalSafeAreaInsets(String, EdgeInsets)
    /// `isNavigationBarHidden = true`, `setNavigationBarHidden(_:animated:)`.
    case setNavigationBarHidden(String, Bool)
    case setChildForSystemAppearance(String, SystemAppearanceQuery, String?)
    case setSystemPreference(String, SystemAppearanceQuery, String)
    case updateSystemAppearance(String, SystemAppearanceQuery)
    case appWantsViewsToDisappear

    // Storyboards and routing (rules 21, 24, 25).
    case storyboardEmbed(parent: String, child: String, in: ViewReference?)
    case performSegue(String, identifier: String)
    case implementsUnwindAction(String, action: String)
    case setAllowedChildrenForUnwinding(String, [String])
    case performUnwindSegue(String, action: String)
    case show(String, target: String, detail: Bool)

    // UIKit's containers (rules 17-20).
    case push(nav: String, String, animated: Bool)
    case pop(nav: String, animated: Bool)
    case popToRoot(nav: String, animated: Bool)
    case popTo(nav: String, String, animated: Bool)
    case setNavigationStack(nav: String, [String], animated: Bool)
    case simulateInteractivePop(nav: String, progress: Double, finishes: Bool)
    case setTabs(tabs: String, [String])
    case selectTab(tabs: String, index: Int?, controller: String?)
    case simulateTabTap(tabs: String, index: Int)
    case setPages(pages: String, [String], forward: Bool, animated: Bool)
    /// `to: nil`: the page the data source gives for the direction.
    case simulateSwipe(pages: String, to: String?, forward: Bool, finishes: Bool)
    case setSplitColumn(split: String, column: String, String?)
    case showSplitColumn(split: String, column: String, visible: Bool)
    case setModalPresentationStyle(String, ModalPresentationStyle)
    case present(presenter: String, presented: String, animated: Bool, completion: [Statement]?)
    /// A transitioning delegate gave a presentation controller for the next `.custom`
    /// presentation of `presented` (its callbacks are behaviours `presentation:<method>`).
    case usePresentationController(presented: String, removesPresentersView: Bool)
    case dismiss(String, animated: Bool, completion: [Statement]?)
}

/// Where `insertSubview` puts a view among its superview's subviews (back to front).
package enum SubviewPlace: Sendable, Equatable, Codable {
    case index(Int)
    case below(ViewReference)
    case above(ViewReference)
    /// `bringSubviewToFront`, `sendSubviewToBack`: a subview already there, moved.
    case front, back
}
