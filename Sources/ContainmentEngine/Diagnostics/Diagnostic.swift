/// A pitfall the engine recognised. It never changes UIKit's log; it explains what went wrong.
public struct Diagnostic: Sendable, Equatable, Codable {
    public enum Pitfall: String, Sendable, Codable, CaseIterable {
        case viewWithoutAddChild = "view-without-addchild"
        case childWithoutDidMove = "child-without-didmove"
        case removeWithoutWillMove = "remove-without-willmove"
        case removedViewStillChild = "removed-view-still-child"
        case childViewNeverSized = "child-view-never-sized"
        case directAppearanceCall = "direct-appearance-call"
        case viewAddedBeforeTransition = "view-added-before-transition"
        case transitionNotSiblings = "transition-not-siblings"
        case unbalancedAppearance = "unbalanced-appearance-transitions"
        case wrongParentView = "wrong-parent-view"
        case overrideSkipsSuper = "override-skips-super"
        case presentedFromDetached = "presented-from-detached"
        /// A front end's note: a type the file uses but never declares, and what it was taken for.
        case undeclaredType = "undeclared-type"
        /// A front end's note: UIKit or Foundation API the playground does not model: a property
        /// reads UIKit's default (or a value code cannot test), a method does nothing.
        case unmodelledAPI = "unmodelled-api"
        /// A front end's note: a dictionary of two or more pairs printed or walked in order. Swift
        /// keeps them in hash order, seeded at random per process; the playground shows the order
        /// they were inserted in, one of the orders a build can print.
        case dictionaryOrder = "dictionary-order"
    }
    public var pitfall: Pitfall
    public var controller: String
    /// The 1-based script line of the statement that caused it (inside an override's body or a
    /// function, that statement's), and its column when the front end knows it.
    public var line: Int?
    public var column: Int?
    /// The top-level statement that ran the code where it happened, when that is another line
    /// (`window.rootViewController = host` for a pitfall in `host.viewDidLoad`).
    public var calledFromLine: Int?
    public var summary: String
    public var explanation: String
    public var correctSequence: [String]

    /// Sets line, column and `calledFromLine` together from where the cause ran.
    var place: SourcePlace? {
        get { line.map { SourcePlace(line: $0, column: column, calledFromLine: calledFromLine) } }
        set {
            line = newValue?.line
            column = newValue?.column
            calledFromLine = newValue?.calledFromLine
        }
    }
}
