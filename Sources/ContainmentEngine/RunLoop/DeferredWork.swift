/// Work waiting for a later point of the run loop, kept as data so a session can be rolled back.
enum DeferredWork: Sendable, Codable {
    /// iOS 26.1 sends window-path did-callbacks after the CA commit (rule 10).
    case windowDidAppear(String)
    case windowDidDisappear(String)
    /// A UIKit container's non-animated transition, deferred to the next layout (rule 17).
    case container(ContainerTransition)
    /// An animated push made before its navigation controller's first display ran, applied after
    /// the commit (before iOS 18; issue 18 rule 10).
    case push(nav: String, pushed: String)
}

/// A running animation: it ends when the simulated clock reaches `end`.
struct Animation: Sendable, Codable {
    enum Finish: Sendable, Codable {
        /// `transition(from:to:...)`: remove `from.view`, end both appearance transitions, completion.
        /// `began`: the children this transition began an appearance transition on, ended at its end.
        case controllerTransition(parent: String, from: String, to: String, began: [String], completion: [Statement]?)
        /// `UIView.transition(from:to:...)`: swap two views.
        case viewTransition(from: String, to: String, completion: [Statement]?)
        /// A UIKit container's animated transition, finished by the container's own code.
        case container(ContainerTransition)
        /// `UIView.animate(withDuration:animations:completion:)`: only the completion remains.
        case completion([Statement]?)
    }
    var id: Int
    var end: Double
    var finish: Finish
}
