import ContainmentEngine

/// What a front end hands the catalogue to build an engine action: a call's arguments, read by
/// the parameter they fill (the slot `UIKitMember.slots` chose). Each front end reads its own
/// kind of argument (the flat language's literals and names, the Swift runtime's values) and
/// throws its own error, at the argument's position. An existential, not a generic: unspecialised
/// across the module boundary, the generic builder instantiated metadata at every call and doubled
/// the flat language's binding time (perf, session 22).
package protocol UIKitArguments {
    /// Whether the call wrote the parameter (false: it left out one with a default).
    func isGiven(_ slot: Int) -> Bool
    func controller(_ slot: Int) throws -> String
    /// A controller or `nil`.
    func optionalController(_ slot: Int) throws -> String?
    func controllers(_ slot: Int) throws -> [String]
    func view(_ slot: Int) throws -> ViewReference
    func bool(_ slot: Int) throws -> Bool
    func number(_ slot: Int) throws -> Double
    /// A `TimeInterval` (the flat language bounds it: 0 to 3600 seconds).
    func duration(_ slot: Int) throws -> Double
    func string(_ slot: Int) throws -> String
    /// The case an enumeration argument names (`.reverse` gives "reverse").
    func enumCase(_ slot: Int) throws -> String
    func traits(_ slot: Int) throws -> Traits?
    /// A closure, as statements the engine runs later; nil when the argument is nil.
    func code(_ slot: Int, passing: UIKitClosureArguments) throws -> [Statement]?
}

/// What UIKit passes a block it calls: nothing, or `finished` (`true`, animations ran to the end).
package enum UIKitClosureArguments: Sendable {
    case none, finished
}

/// What a call is made on: a view controller (by its name in the engine) or a view.
package enum UIKitReceiver: Sendable {
    case controller(String)
    case view(ViewReference)
}

/// What a modelled UIKit method does in the engine, once for every front end.
package enum UIKitOperation: Sendable, Hashable {
    case addChild, removeFromParent, willMove, didMove, setValueForKey, loadViewIfNeeded
    case transition, beginAppearanceTransition, endAppearanceTransition
    case appearanceCallback(AppearanceCallback)
    case setOverrideTraitCollection, storyboardEmbed, performSegue, implementsUnwindAction, performUnwindSegue
    case show, showDetail, present, dismiss
    case updateSystemAppearance(SystemAppearanceQuery)
    case printHierarchy
    case push, pop, popToRoot, popTo, setNavigationStack, simulateInteractivePop, setNavigationBarHidden
    case setTabs, simulateTabTap
    case setPages, simulateSwipe, simulateDataSourceSwipe
    case setSplitColumn, showSplitColumn, hideSplitColumn
    case addSubview, removeFromSuperview, addArrangedSubview, removeArrangedSubview, layoutIfNeeded, setNeedsLayout
    case insertSubviewAt, insertSubviewBelow, insertSubviewAbove, bringSubviewToFront, sendSubviewToBack
    case makeKeyAndVisible

    /// The engine's action for a call on `receiver` (a controller's name or a view), or nil when
    /// the call asks for nothing the playground models (`setValue(_:forKey:)` with another key).
    package func action(on target: UIKitReceiver, _ a: any UIKitArguments) throws -> Action? {
        let receiver: String
        let view: ViewReference
        switch target {
        case .controller(let name): (receiver, view) = (name, .root(of: name))
        case .view(let reference): (receiver, view) = ("", reference)
        }
        switch self {
        case .addChild: return .addChild(parent: receiver, child: try a.controller(0))
        case .removeFromParent: return .removeFromParent(receiver)
        case .willMove: return .willMove(receiver, parent: try a.optionalController(0))
        case .didMove: return .didMove(receiver, parent: try a.optionalController(0))
        case .setValueForKey:
            // The private parentViewController setter, which UIKit reports (the `set-parent-spi` pitfall).
            guard try a.string(1) == "parentViewController" else { return nil }
            return .setParentSPI(child: receiver, parent: try a.optionalController(0))
        case .loadViewIfNeeded: return .touchView(.root(of: receiver))
        case .transition:
            return .transition(
                parent: receiver, from: try a.controller(0), to: try a.controller(1), duration: try a.duration(2),
                animations: try a.code(4, passing: .none) ?? [], completion: try a.code(5, passing: .finished))
        case .beginAppearanceTransition:
            return .beginAppearanceTransition(receiver, isAppearing: try a.bool(0), animated: try a.bool(1))
        case .endAppearanceTransition: return .endAppearanceTransition(receiver)
        case .appearanceCallback(let callback): return .directAppearanceCall(receiver, callback, animated: try a.bool(0))
        case .setOverrideTraitCollection:
            return .setOverrideTraitCollection(parent: receiver, child: try a.controller(1), try a.traits(0))
        case .storyboardEmbed:
            return .storyboardEmbed(parent: receiver, child: try a.controller(0), in: a.isGiven(1) ? try a.view(1) : nil)
        case .performSegue: return .performSegue(receiver, identifier: try a.string(0))
        case .implementsUnwindAction: return .implementsUnwindAction(receiver, action: try a.string(0))
        case .performUnwindSegue: return .performUnwindSegue(receiver, action: try a.string(0))
        case .show, .showDetail: return .show(receiver, target: try a.controller(0), detail: self == .showDetail)
        case .present:
            return .present(
                presenter: receiver, presented: try a.controller(0), animated: try a.bool(1), completion: try code(a, 2))
        case .dismiss: return .dismiss(receiver, animated: try a.bool(0), completion: try code(a, 1))
        case .updateSystemAppearance(let query): return .updateSystemAppearance(receiver, query)
        case .printHierarchy: return .printHierarchy(receiver)
        case .push: return .push(nav: receiver, try a.controller(0), animated: try a.bool(1))
        case .pop: return .pop(nav: receiver, animated: try a.bool(0))
        case .popToRoot: return .popToRoot(nav: receiver, animated: try a.bool(0))
        case .setNavigationBarHidden: return .setNavigationBarHidden(receiver, try a.bool(0))
        case .popTo: return .popTo(nav: receiver, try a.controller(0), animated: try a.bool(1))
        case .setNavigationStack: return .setNavigationStack(nav: receiver, try a.controllers(0), animated: try a.bool(1))
        case .simulateInteractivePop:
            return .simulateInteractivePop(nav: receiver, progress: try a.number(0), finishes: try a.bool(1))
        case .setTabs: return .setTabs(tabs: receiver, try a.controllers(0))
        case .simulateTabTap: return .simulateTabTap(tabs: receiver, index: Int(try a.number(0)))
        case .setPages:
            return .setPages(pages: receiver, try a.controllers(0), forward: try a.enumCase(1) != "reverse", animated: try a.bool(2))
        case .simulateSwipe:
            let forward = a.isGiven(1) ? try a.enumCase(1) != "reverse" : true
            return .simulateSwipe(pages: receiver, to: try a.controller(0), forward: forward, finishes: try a.bool(2))
        case .simulateDataSourceSwipe:
            let forward = a.isGiven(0) ? try a.enumCase(0) != "reverse" : true
            return .simulateSwipe(pages: receiver, to: nil, forward: forward, finishes: try a.bool(1))
        case .setSplitColumn: return .setSplitColumn(split: receiver, column: try a.enumCase(1), try a.optionalController(0))
        case .showSplitColumn, .hideSplitColumn:
            return .showSplitColumn(split: receiver, column: try a.enumCase(0), visible: self == .showSplitColumn)
        case .addSubview: return .addSubview(superview: view, view: try a.view(0))
        case .insertSubviewAt: return .insertSubview(superview: view, view: try a.view(0), .index(Int(try a.number(1))))
        case .insertSubviewBelow: return .insertSubview(superview: view, view: try a.view(0), .below(try a.view(1)))
        case .insertSubviewAbove: return .insertSubview(superview: view, view: try a.view(0), .above(try a.view(1)))
        case .bringSubviewToFront: return .insertSubview(superview: view, view: try a.view(0), .front)
        case .sendSubviewToBack: return .insertSubview(superview: view, view: try a.view(0), .back)
        case .removeFromSuperview: return .removeFromSuperview(view)
        case .addArrangedSubview: return .addArrangedSubview(stack: view, view: try a.view(0))
        case .removeArrangedSubview: return .removeArrangedSubview(stack: view, view: try a.view(0))
        case .layoutIfNeeded: return .layoutIfNeeded(view)
        case .setNeedsLayout: return .setNeedsLayout(view)
        case .makeKeyAndVisible: return .setWindowHidden(false)
        }
    }

    private func code(_ a: any UIKitArguments, _ slot: Int) throws -> [Statement]? {
        a.isGiven(slot) ? try a.code(slot, passing: .none) : nil
    }
}
