import ContainmentEngine
import Support

/// One object of the program: a view controller or view (backed by the engine's, by name), a
/// storyboard segue, or an instance of the user's own class.
struct ObjectRecord: Sendable, Codable {
    enum Role: Sendable, Equatable, Codable {
        case controller(String)
        case view(String)
        case plain
    }
    var className: String
    var role: Role
    var properties: [String: Value] = [:]
    /// A controller's root view once read: the engine never replaces a loaded root view, and
    /// `view` is the member code reads most.
    var rootView: Int?

    var engineName: String? {
        switch role {
        case .controller(let name), .view(let name): name
        case .plain: nil
        }
    }
}

/// The objects by id. Ids are handed out in order from 1 and never reused, so an array indexed
/// by id holds them: every member access reads one, and a dictionary hashed the id each time.
struct ObjectTable: Sendable {
    private var records: [ObjectRecord?] = []

    subscript(id: Int) -> ObjectRecord? {
        get { id >= 0 && id < records.count ? records[id] : nil }
        _modify {
            if id >= records.count { records.append(contentsOf: repeatElement(nil, count: id - records.count + 1)) }
            if id >= 0 {
                yield &records[id]
            } else {
                var none: ObjectRecord?
                yield &none
            }
        }
    }

    /// Calls `body` with the id of every object, in the order they were made.
    func forEachID(_ body: (Int) -> Void) {
        for id in records.indices where records[id] != nil { body(id) }
    }

    /// Every object with its id, in the order they were made.
    var all: [(id: Int, record: ObjectRecord)] {
        records.enumerated().compactMap { entry in entry.element.map { (entry.offset, $0) } }
    }
}

/// A declared type, merged with its extensions.
/// A class, never changed once made (an extension makes a new one): the heap is copied for a
/// session's rollback, and every type lookup copied the whole declaration when this was a struct
/// (the fields of a TypeDeclIR, retained one by one).
final class TypeInfo: Sendable {
    let decl: TypeDeclIR
    /// The revision of the session that declared it (for the answer to a redeclaration).
    let revision: Int
    /// The name with its enclosing types (`Store.Status`), as `String(reflecting:)` shows it.
    let qualifiedName: String

    init(decl: TypeDeclIR, revision: Int, qualifiedName: String? = nil) {
        self.decl = decl
        self.revision = revision
        self.qualifiedName = qualifiedName ?? decl.name
    }

    var superclass: String? {
        guard decl.kind == .classType, let first = decl.inherited.first else { return nil }
        return first
    }
}

/// Everything the program keeps between statements and between requests: a value, so the
/// session's rollback restores it (`SwiftRuntime`).
struct Heap: Sendable {
    var objects = ObjectTable()
    var objectForEngineName: [String: Int] = [:]
    var nextID = 1
    var globals: [String: Value] = [:]
    var types: [String: TypeInfo] = [:]
    var functions: [String: [FuncIR]] = [:]
    /// Static stored properties, by "Type.name".
    var statics: [String: Value] = [:]
    /// Names already reported as not declared (one diagnostic each).
    var reported: Set<String> = []
    /// The files whose declarations made `types` and `functions`, in order, with the revision
    /// that declared them: a snapshot holds these instead of the declarations, and restoring it
    /// declares them again (`SwiftRuntimeState`).
    var declaringFiles: [DeclaringFile] = []
    /// A type declared inside a function's body as it ran: not in any file's declarations, so
    /// the session has no snapshot.
    var declaredWhileRunning = false
    /// The types declared inside a function's (or a block's) body: Swift's debug form names them
    /// with an address (`moduleQualified`).
    var localTypes: Set<String> = []
    /// What the heap took when last walked (`HeapMeasure`), and the bytes runs allocated since:
    /// their sum bounds what it takes now (kept here, so a rollback restores them too).
    var measuredBytes = 0
    var allocatedSinceMeasure = 0
    /// A file of the session said `weak`, `unowned` or `deinit` (`SwiftRuntime.tracksLifetimes`).
    var tracksLifetimes = false
    /// The names the session's files re-point (`FileIR.reboundNames`): they name no object.
    var reboundNames: Set<String> = []
    /// The session's files' type aliases (`FileIR.typeAliases`).
    var typeAliases: [String: TypeIR] = [:]
    /// `drand48()`'s state until `srand48`: glibc's, zero (the oracle, swiftc's build on Linux,
    /// prints 3.9e-14 first; Darwin's libc starts from 0x1234ABCD330E, so an iOS device prints
    /// other numbers from the same generator).
    static let drand48Seed: UInt64 = 0
    var drand48State: UInt64 = drand48Seed
    /// The live objects whose class (or a superclass) has a `deinit`: while there are any, every
    /// statement's end and every scope's exit asks what ARC has released (`Interpreter+Lifetimes`).
    var deinitObjects: Set<Int> = []
    /// UIKit's objects (view controllers, views) UIKit would have released: detached from every
    /// hierarchy and held by nothing of the program. The engine keeps them; weak references read nil.
    var releasedByUIKit: Set<Int> = []
    /// Objective-C code made a mutable collection (`Interpreter+FoundationCollections`): until
    /// then nothing looks for one among UIKit's arguments.
    var hasCollectionBoxes = false
    /// Top-level `weak var` / `unowned let` variables.
    var globalOwnership: [String: Ownership] = [:]
}

struct DeclaringFile: Sendable, Codable {
    var revision: Int
    var source: String
}

/// The Swift front end's state in one session: the heap, rolled back with the session.
///
/// Its hot properties are `@exclusivity(unchecked)`, as the engine's tables are: one session
/// runs on one thread at a time under its lock, and the dynamic checks of every access were 5 %
/// of a class-form run.
final class SwiftRuntime: TransactionParticipant, @unchecked Sendable {
    static let key = "swift"
    @exclusivity(unchecked) var heap = Heap()
    private var saved: Heap?

    /// Derived from the declared types, so kept outside the heap and forgotten whenever the
    /// types change (a declaration, or a rollback that may take one back).
    @exclusivity(unchecked) var derived = DerivedTypes()
    /// A new paste's derived types being built on the spare thread (`DerivedSpeculation`).
    @exclusivity(unchecked) var speculation: DerivedSpeculation?
    /// The last two classes asked for: member lookups alternate between the user's class and
    /// UIKit's views, and a hit costs a comparison instead of a hash.
    @exclusivity(unchecked) var lastIndex: (className: String, index: ClassIndex)?
    @exclusivity(unchecked) var previousIndex: (className: String, index: ClassIndex)?
    /// What `print(_:terminator:)` wrote after the last newline: it waits for the rest of its
    /// line, and the end of the program's run writes it out (`SwiftProgram`).
    var pendingOutput = ""
    /// The properties whose observer is running ("id.name"): set inside it, they do not observe.
    var observing: Set<String> = []
    /// Why a value just described cannot be printed exactly (a generic type, an empty range).
    var undescribable: String?
    /// While a dictionary's `keys` or `values` are read for a use their order does not change
    /// (`scores.values.max()`): no `dictionary-order` note.
    var readsInAnyOrder = false
    /// What a user's `description` threw while a value was described (`refuseUndescribable`).
    var describeFailure: (any Error)?
    /// What user code threw inside a library call that cannot pass it on (a user's `==` in
    /// `contains`): raised at the end of the statement (`Interpreter.execute`).
    var deferredFailure: (any Error)?
    /// The scope holding the values of a call's `&x` arguments until its callee has bound them
    /// (then the parameters are their only holders, as Swift passes them in place).
    var inoutHolder: Scope?
    /// The types a call to a generic function passes for its parameters used as values, until
    /// the callee binds them (`Interpreter+TypeValues`).
    var pendingTypeArguments: [(function: String, at: Loc, types: [(parameter: String, type: Value)])] = []
    /// What a call's `inout` parameters ended with, by argument index, for the call to write back.
    var inoutResults: [(index: Int, value: Value)] = []

    /// Whether a declared type's name starts in lower case (Swift allows it; nobody does it), so
    /// that telling a variable from a type needs no lookup of lower-case names.
    var hasLowercaseTypeNames: Bool {
        if let known = derived.hasLowercaseTypeNames { return known }
        let found = heap.types.keys.contains { !$0.startsUppercase }
        derived.hasLowercaseTypeNames = found
        return found
    }

    /// Whether the file extends a standard type (`extension Int`, `extension Collection`): most
    /// files extend none, and a member of an Int or a String then needs no look-up of its
    /// extension names (2 % of a container paste's run hashed them, perf, session 33).
    var extendsStandardTypes: Bool {
        if let known = derived.extendsStandardTypes { return known }
        let found = heap.types.values.contains { $0.decl.kind == .extensionOf && StandardTypeNames.all.contains($0.decl.name) }
        derived.extendsStandardTypes = found
        return found
    }

    /// The scopes of the blocks and bodies running now, innermost last, while the session tracks
    /// lifetimes: with the globals, what keeps an object alive (`Interpreter+Lifetimes`).
    var liveScopes: [Scope] = []
    /// The values the statements running now made and still hold (an argument evaluated before
    /// the next one calls a function, a collection being mapped, a function's result on its way
    /// to its caller), kept to the end of their statement as Swift keeps its temporaries:
    /// without them, what ARC releases would be decided from the variables alone.
    var temporaries: [Value] = []
    /// What the releases under way will release (a `deinit` running): a release point inside a
    /// deinit releases only what that deinit let go of, never these before their turn.
    var releasing: Set<Int> = []
    /// Of those, the ones nothing holds any more, waiting their turn.
    var releasingRoots: Set<Int> = []
    /// The objects whose deinit is running: weak references to them read nil already.
    var deinitializing: Set<Int> = []
    /// Where the last trace reached each object: the order ARC releases what goes at once.
    var reachRanks: [Int: Int] = [:]
    /// Something may have let go of an object since the last trace (a scope ended, a temporary
    /// or a stored value was dropped, UIKit changed): a release point with nothing of the kind
    /// since the last trace has nothing to release, and skips it.
    var mayHaveReleased = true
    /// The temporaries just dropped, in the order they were made: what goes at once goes newest
    /// first (an ignored result before the receiver it came from), as Swift destroys them.
    var droppedTemporaries: [Value] = []
    /// What UIKit holds, by engine name, while `uikitVersion` stays the same (`uikitHolds`).
    var uikitHoldCache: (version: (rows: Int, root: String?), holds: [String: (held: Bool, holds: [String])]) = ((-1, nil), [:])

    /// Whether the session keeps the books ARC needs (live scopes, temporaries): only once a
    /// file said `weak`, `unowned` or `deinit`.
    var tracksLifetimes: Bool { heap.tracksLifetimes }

    /// Counts the changes of the types, so a program can tell whether its own run changed them.
    private(set) var typesVersion = 0

    func forgetDerived() {
        derived = DerivedTypes()
        speculation?.stop()
        speculation = nil
        lastIndex = nil
        previousIndex = nil
        typesVersion += 1
    }

    /// Every scope a closure captured, held weakly. A closure stored in the scope it captures
    /// (`var done: (() -> Void)?; done = { done = nil }`, or a closure kept in an array of the
    /// method that made it) keeps that scope alive through itself, for ever: reference counting
    /// cannot free the cycle. Those scopes live as long as the session does, then `deinit`
    /// empties them, which breaks the cycles (a leak found by fuzz/run-swift.sh with LeakSanitizer).
    private(set) var capturedScopes: [WeakScope] = []
    private var liveCapturedScopes = 64

    func noteCapture(_ scope: Scope) {
        guard !scope.isCaptured else { return }
        scope.isCaptured = true
        capturedScopes.append(WeakScope(scope))
        // Drop the entries of scopes already freed, now and then, so the list tracks what lives.
        if capturedScopes.count > 2 * liveCapturedScopes {
            capturedScopes.removeAll { $0.scope == nil }
            liveCapturedScopes = max(64, capturedScopes.count)
        }
    }

    deinit {
        for entry in capturedScopes {
            var scope = entry.scope
            while let current = scope {
                current.variables.removeAll()
                scope = current.parent
            }
        }
    }

    /// An upper bound (the last walk plus what runs allocated since) while it stays under the
    /// limit and close to the last walk; a walk of the heap when not, which frees the bound of
    /// what the runs made and dropped.
    func keptBytes(allocatedThisRun: Int, limit: Int) -> Int {
        heap.allocatedSinceMeasure =
            heap.allocatedSinceMeasure.addingReportingOverflow(allocatedThisRun).overflow
            ? .max : heap.allocatedSinceMeasure + allocatedThisRun
        let bound = heap.measuredBytes.addingReportingOverflow(heap.allocatedSinceMeasure)
        if !bound.overflow, bound.partialValue <= limit, heap.allocatedSinceMeasure <= max(1 << 20, heap.measuredBytes / 2) {
            return bound.partialValue
        }
        heap.measuredBytes = HeapMeasure.bytes(of: heap, capturedScopes: capturedScopes)
        heap.allocatedSinceMeasure = 0
        return heap.measuredBytes
    }

    /// What UIKit held while its transitions ran is released once they have finished (a
    /// dismissed controller, a child whose disappearance UIKit still owed).
    func settled(in playground: Playground) throws {
        guard tracksLifetimes, !heap.deinitObjects.isEmpty else { return }
        mayHaveReleased = true  // the run loop changed what UIKit holds
        try Interpreter(playground: playground, runtime: self).releasePoint()
        if !pendingOutput.isEmpty {
            playground.printToConsole(pendingOutput)
            pendingOutput = ""
        }
    }

    func begin() {
        saved = heap
        mayHaveReleased = true
    }
    func commit() { saved = nil }
    func rollback() {
        if let saved { heap = saved }
        saved = nil
        forgetDerived()
    }

    static func of(_ playground: Playground) -> SwiftRuntime {
        playground.participant(key) { SwiftRuntime() }
    }
}

/// A class's members by name (see `Interpreter.index(of:)`).
/// A reference, built once and never changed: handing it around costs one retain, not two
/// dictionaries' worth.
final class ClassIndex: @unchecked Sendable {
    var methods: [String: [(function: FuncIR, owner: String)]] = [:]
    var properties: [String: (property: PropertyIR, owner: String)] = [:]

    /// Lookups that skip hashing the name when the class declares nothing (UIKit's own classes).
    func property(_ name: String) -> (property: PropertyIR, owner: String)? { properties.isEmpty ? nil : properties[name] }
    func methods(_ name: String) -> [(function: FuncIR, owner: String)]? { methods.isEmpty ? nil : methods[name] }
}

/// What making an instance of a class installs: the UIKit callbacks it overrides, and the
/// overridden flag properties to read (`shouldAutomaticallyForwardAppearanceMethods`). Built once
/// per class and kept until the types change.
struct BehaviourPlan {
    var callbacks: [String]
    var flags: [(property: PropertyIR, owner: String, flag: ControllerFlag)]
    /// A tab bar controller subclass declaring `tabBar(_:didSelect:)`: told of each tap.
    var overridesTabBarDidSelect = false
}

/// What the interpreter derives from a session's declared types (class chains, member indexes,
/// behaviour plans, enum cases by name): a pure function of the types, built on first use.
struct DerivedTypes: Sendable {
    var chains: [String: [String]] = [:]
    var indexes: [String: ClassIndex] = [:]
    var behaviourPlans: [String: BehaviourPlan] = [:]
    var enumForCase: [String: String] = [:]
    var hasLowercaseTypeNames: Bool?
    var extendsStandardTypes: Bool?
    /// A class's stored properties that keep their object alive, in declaration order (base
    /// class first), and its weak and unowned ones (`Interpreter+Lifetimes`).
    var strongPropertyOrder: [String: (strong: [String], notStrong: Set<String>)] = [:]

    var isEmpty: Bool { chains.isEmpty && indexes.isEmpty && behaviourPlans.isEmpty && enumForCase.isEmpty }
}

/// The derived types of a session whose types are exactly one file's: pasting a file into a new
/// session is the common case, and each such session would build the same indexes again (a
/// sixth of running the host/detail class in a new session). Kept with the lowered file.
final class SharedDerivedTypes: Sendable {
    private let value = Locked<DerivedTypes?>(nil)

    func load() -> DerivedTypes? { value.withLock { $0 } }

    /// Keeps `derived` if it knows more than what is kept (a later session may have used more).
    func offer(_ derived: DerivedTypes) {
        value.withLock { kept in
            if derived.chains.count + derived.indexes.count > (kept?.chains.count ?? 0) + (kept?.indexes.count ?? 0) { kept = derived }
        }
    }
}
