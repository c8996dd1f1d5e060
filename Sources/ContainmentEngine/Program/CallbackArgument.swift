/// What UIKit passes with a call to user code, typed (issue 39: the front ends read it as data
/// instead of parsing the log's text back); `text` is how the log writes it.
package enum CallbackArgument: Sendable, Equatable {
    case none
    /// `viewWillAppear(_:)` and the other appearance callbacks.
    case animated(Bool)
    /// `willMove(toParent:)`, `didMove(toParent:)`.
    case parent(String?)
    /// `viewWillTransition(to:with:)`.
    case size(Size)
    /// `willTransition(to:with:)`: the traits, as the log describes them.
    case traits(String)
    /// `willRotate(to:duration:)` (iOS 5-7).
    case rotation(orientation: String)
    /// `prepare(for:sender:)`: an embed segue to a child, or an unwind segue to a destination.
    case segue(Segue, destination: String)
    /// The unwind action a destination runs (`@IBAction func back(_ segue:)`), from its source.
    case unwindAction(selector: String, source: String)
    /// A container's delegate: the controller shown or about to be selected.
    case shown(String, animated: Bool)
    /// A page view controller's data source: the page beside which it gives one.
    case page(String)
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
    case pageTransitionFinished(previous: String?, completed: Bool)
    /// A presentation controller's `...DidEnd(_ completed:)`.
    case completed(Bool)

    package enum Segue: String, Sendable { case embed, unwind }

    /// The arguments as the log writes them (`toParent: host`, `true`, `to: 390x844`).
    package var text: String {
        switch self {
        case .none: ""
        case .animated(let animated), .completed(let animated): animated ? "true" : "false"
        case .parent(let parent): "toParent: \(parent ?? "nil")"
        case .size(let size): "to: \(size)"
        case .traits(let described): "to: \(described)"
        case .rotation(let orientation): "to: \(orientation), duration: 0.4"
        case .segue(let segue, let destination): "for: \(segue.rawValue)(\(destination))"
        case .unwindAction(let selector, let source): "\(selector), from: \(source)"
        case .shown(let shown, let animated): "\(shown), animated: \(animated)"
        case .page(let page): page
        case .pageTransitionFinished(let previous, let completed): "previous: \(previous ?? "nil"), completed: \(completed)"
        }
    }
}
