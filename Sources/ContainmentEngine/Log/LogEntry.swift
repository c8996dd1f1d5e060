/// One line of the callback log, in the contract's canonical text.
public struct LogEntry: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case containment, loading, appearance, layout, event, segue, completion, console, exception
    }
    /// Position in the session's log, from 1, gap-free.
    public var sequence: Int
    public var kind: Kind
    public var text: String
    /// The controller whose callback or message this is, for grouping and colouring.
    public var controller: String?
    /// The 1-based script line of the top-level statement that produced the entry.
    public var line: Int?
    /// The line of the statement that caused it when that is not the top-level statement: a call
    /// inside an override's body, a function or a completion closure (issue 16: a callback raised
    /// inside an override points at the body's statement, not only at its trigger). Absent when
    /// it would repeat `line`.
    public var sourceLine: Int?
    /// The session revision of the request that produced it (the revision that request created).
    public var revision: Int
    /// Who wrote a console line: UIKit (its warnings) or the program (`print`, `_printHierarchy`).
    public var origin: Origin?

    public enum Origin: String, Sendable, Codable {
        case uikit, program
    }
}

/// A UIKit exception: the request that raised it is undone as a whole.
public struct UIKitException: Error, Sendable, Equatable, Codable {
    public var name: String
    public var reason: String
    public var text: String { "exception: \(name): \(reason)" }

    /// An exception a front end's runtime raises (Foundation's NSRangeException).
    package init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    static func hierarchyInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "UIViewControllerHierarchyInconsistency", reason: reason)
    }
    static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason)
    }
    static func internalInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException", reason: reason)
    }
}
