import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A `.custom` presentation with the program's UIPresentationController (issue 39, semantics
/// rule 20b): six of 102 real container files present so, and the playground used to ignore the
/// transitioning delegate without a word.
@Suite struct PresentationControllerTests {
    static let halfSheet = """
        class HalfSheet: UIPresentationController {
            let dimming = UIView()
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView!.bounds
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
            override func presentationTransitionWillBegin() {
                super.presentationTransitionWillBegin()
                print("willBegin", presentedViewController.isViewLoaded)
                containerView?.insertSubview(dimming, at: 0)
            }
            override func presentationTransitionDidEnd(_ completed: Bool) { print("didEnd", completed) }
            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
                presentedView?.frame = frameOfPresentedViewInContainerView
                print("layout")
            }
            override func dismissalTransitionWillBegin() { print("dismissal willBegin") }
            override func dismissalTransitionDidEnd(_ completed: Bool) { print("dismissal didEnd", completed) }
        }
        class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                print("asked", presented.isViewLoaded)
                return HalfSheet(presentedViewController: presented, presenting: presenting)
            }
        }
        let host = UIViewController()
        window.rootViewController = host
        RunLoop.main.run()
        let delegate = Delegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        """

    @Test func thePresentationControllerIsAskedAndCalledInUIKitsOrder() throws {
        let session = SwiftSession()
        try session.run(Self.halfSheet)
        let presented = try session.lines("host.present(sheet, animated: true)")
        #expect(
            presented == [
                "console: asked false", "sheet.loadView()", "sheet.viewDidLoad()", "console: willBegin true", "sheet.viewWillAppear(true)",
                "console: layout", "sheet.viewSafeAreaInsetsDidChange()", "sheet.viewIsAppearing(true)", "sheet.viewWillLayoutSubviews()",
                "sheet.viewDidLayoutSubviews()",
                "console: didEnd true", "sheet.viewDidAppear(true)",
            ])
        // The presenter stays on screen (shouldRemovePresentersView is false): no disappearance.
        #expect(!presented.contains { $0.hasPrefix("host.") })
        let placed = try session.lines("print(sheet.view.frame, sheet.view.superview!.subviews.count, sheet.view.superview!.superview === window)")
        #expect(placed == ["console: CGRect(x: 0.0, y: 422.0, width: 390.0, height: 422.0) 2 true"])
        let dismissed = try session.lines("sheet.dismiss(animated: true)")
        #expect(
            dismissed == [
                "console: dismissal willBegin", "sheet.viewWillDisappear(true)", "console: dismissal didEnd true", "sheet.viewDidDisappear(true)",
            ])
        #expect(try session.lines("print(sheet.viewIfLoaded?.window == nil, window.subviews.count)") == ["console: true 1"])
    }

    /// `shouldRemovePresentersView` true: the presenter disappears as under a full-screen one; a
    /// subclass's own initialiser reaching UIKit's through `super.init`.
    @Test func aPresentationControllerThatRemovesThePresentersView() throws {
        let report = try SwiftSession().run(
            """
            class Cover: UIPresentationController {
                let tint: Int
                init(presentedViewController: UIViewController, presenting: UIViewController?, tint: Int) {
                    self.tint = tint
                    super.init(presentedViewController: presentedViewController, presenting: presenting)
                }
                override var shouldRemovePresentersView: Bool { true }
                override func presentationTransitionWillBegin() { print(presentingViewController === host, tint) }
            }
            class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(
                    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
                ) -> UIPresentationController? {
                    Cover(presentedViewController: presented, presenting: presenting, tint: 7)
                }
            }
            let host = UIViewController()
            window.rootViewController = host
            RunLoop.main.run()
            let delegate = Delegate()
            let cover = UIViewController()
            cover.modalPresentationStyle = .custom
            cover.transitioningDelegate = delegate
            host.present(cover, animated: false)
            """)
        let texts = report.log.map(\.text).drop { $0 != "console: true 7" }
        #expect(
            Array(texts.prefix(3)) == ["console: true 7", "host.viewWillDisappear(false)", "cover.viewWillAppear(false)"])
        #expect(texts.contains("host.viewDidDisappear(false)"))
    }

    /// A transitioning delegate's animator would run `animateTransition(using:)`, which the
    /// playground does not model: refused, never presented without it.
    @Test func aCustomAnimatorIsRefused() throws {
        let failure = SwiftSession().failure(
            """
            class Animator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? { Animator() }
            }
            let host = UIViewController()
            window.rootViewController = host
            RunLoop.main.run()
            let delegate = Delegate()
            let next = UIViewController()
            next.transitioningDelegate = delegate
            host.present(next, animated: true)
            """)
        guard case .script(let error)? = failure else {
            Issue.record("presented")
            return
        }
        #expect(error.message.hasPrefix("a custom transition animator"))
        #expect(error.line == 16)
    }
}
