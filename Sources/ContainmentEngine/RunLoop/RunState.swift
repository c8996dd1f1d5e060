/// The small, whole-copied part of a session's state: window, clock and pending work.
struct RunState: Sendable, Codable {
    var window = Window()
    /// Simulated seconds since the session began.
    var clock: Double = 0
    var deferred: [DeferredWork] = []
    var animations: [Animation] = []
    var nextAnimationID = 1
    /// Declared object names in declaration order (controllers and views).
    var declarationOrder: [String] = []
    /// A view was inserted or removed in the window since the last layout pass.
    var needsLayoutPass = false
    /// Children added to custom containers in this request, by the line of their addChild,
    /// and child views inserted by hand: checked for pitfalls once the request settles.
    var childrenAwaitingDidMove = LineMarks()
    var insertedChildViews = LineMarks()
    /// Depth of UIView animation blocks being applied (window-path flags report `animated: true`).
    var animationDepth = 0
    /// User code installed on controllers' callbacks (`ControllerBehaviour`).
    var behaviours = Behaviours()
    /// Navigation controllers appearing with their top not shown yet: the next layout pass shows
    /// whatever is on top then, before it lays anything out (`startFirstDisplay`, issue 18 rule 10).
    var pendingFirstDisplays: [String] = []
    /// The iOS release simulated: where UIKit changed between releases, the engine follows it.
    var ios = IOSVersion.newest
    /// The presented controller and the context of a presentation or dismissal whose end is being
    /// delivered (its did-callbacks and completion), and the presentations they asked for
    /// meanwhile, which start once it has ended (rule 20c).
    var endingPresentation: [String]?
    var presentationsAfterEnd: [QueuedPresentation] = []
}

/// A `present` asked for while a presentation's end was delivered, kept until it has ended.
struct QueuedPresentation: Sendable, Codable {
    var presented: String
    var presenter: String
    var animated: Bool
    var completion: [Statement]?
}
