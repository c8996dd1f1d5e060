import CorpusSupport
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// `hierarchy()` is built in one walk of each tree; it must give exactly the snapshot of the
/// straightforward implementation it replaced (kept below as the reference).
@Suite struct HierarchySnapshotTests {
    @Test(arguments: try CorpusScenario.all())
    func corpusSessions(_ scenario: CorpusScenario) throws {
        let playground = Playground()
        if let setup = scenario.setup, !setup.isEmpty { try playground.run(setup) }
        _ = try? playground.run(scenario.script)
        #expect(playground.hierarchy() == playground.referenceHierarchy())
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func randomSessions(seed: UInt64) {
        let playground = InvariantTests.session(seed: seed).playground
        #expect(playground.hierarchy() == playground.referenceHierarchy())
    }

    @Test func viewsOutsideTheWindowKeepDeclarationOrder() throws {
        let playground = Playground()
        try playground.run(
            """
            let Z = UIViewController(); let box = UIView(); let A = UIViewController(); let stack = UIStackView()
            let nav = UINavigationController(rootViewController: A); let other = UIView()
            window.rootViewController = nav
            stack.addArrangedSubview(other); stack.addSubview(Z.view); box.addSubview(stack)
            A.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let Y = UIViewController(); let lone = UIView(); Y.loadViewIfNeeded()
            """)
        let snapshot = playground.hierarchy()
        #expect(snapshot == playground.referenceHierarchy())
        #expect(snapshot.views.map(\.name) == ["window", "box", "Y.view", "lone"])
    }
}

extension Playground {
    /// The implementation `hierarchy()` had before it was made linear: the reference it must match.
    func referenceHierarchy() -> HierarchySnapshot {
        let order = state.declarationOrder
        var roots: [String] = state.window.rootViewController.map { [$0] } ?? []
        roots += order.filter { name in
            guard let record = controllers[name] else { return false }
            return record.parent == nil && record.presenting == nil && name != state.window.rootViewController
        }
        func declarationIndex(_ viewName: String) -> Int {
            let base = viewName.hasSuffix(".view") ? String(viewName.dropLast(5)) : viewName
            return state.declarationOrder.firstIndex(of: base) ?? Int.max
        }
        var viewRoots = [Window.viewName]
        viewRoots += views.values.filter { $0.superview == nil && $0.name != Window.viewName }
            .map(\.name).sorted { declarationIndex($0) < declarationIndex($1) }
        return HierarchySnapshot(
            revision: revision, ios: state.ios.description, clock: state.clock, pendingAnimations: state.animations.count,
            window: .init(
                size: state.window.size, rootViewController: state.window.rootViewController,
                safeAreaInsets: state.window.safeAreaInsets, traits: state.window.traits),
            controllers: roots.map(referenceControllerNode), views: viewRoots.map(referenceViewNode))
    }

    private func referenceControllerNode(_ name: String) -> HierarchySnapshot.ControllerNode {
        let c = controller(name)
        let containerList = c.containerList
        return .init(
            name: name, className: c.className, kind: c.kind, state: c.appearance.name, isViewLoaded: c.view != nil,
            isInWindow: c.view.map(isInWindow) ?? false, view: c.view, frame: c.view.map { view($0).frame },
            parent: c.parent, isMovingToParent: c.isMovingToParent, isMovingFromParent: c.isMovingFromParent,
            isBeingPresented: c.isBeingPresented, isBeingDismissed: c.isBeingDismissed,
            shouldAutomaticallyForwardAppearanceMethods: c.automaticallyForwardsAppearance,
            modalPresentationStyle: c.modalPresentationStyle, presentingViewController: c.presenting,
            presentationController: c.presenting.map { _ in presentationControllerClass(c.modalPresentationStyle) },
            viewControllers: containerList, selectedIndex: c.kind == .tabBar ? c.container.selectedIndex : nil,
            children: c.children.map(referenceControllerNode), presented: c.presented.map { [referenceControllerNode($0)] } ?? [])
    }

    private func referenceViewNode(_ name: String) -> HierarchySnapshot.ViewNode {
        let v = view(name)
        return .init(
            name: name, className: v.className, owner: v.owner, frame: v.frame, safeAreaInsets: v.safeAreaInsets,
            isHidden: v.isHidden, alpha: v.alpha, sizedBy: sizing(of: v), subviews: v.subviews.map(referenceViewNode))
    }
}
