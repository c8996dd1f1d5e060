import ContainmentEngine
import Support
import Synchronization

/// A new paste's derived types (class chains, member indexes, behaviour plans), built on the
/// spare thread while the run starts on the request's thread.
///
/// Why: a file run for the first time builds them as it meets each class, 0.09 ms of a new
/// paste's 0.83 ms run (perf, session 36: `index(of:)`, `chain(of:)`, `behaviourPlan`), while
/// the machine's second core, which parsed half the file, waits. They are a pure function of the
/// declared types (what `SharedDerivedTypes` already relies on), so a copy of the types on another
/// thread derives exactly what the run would. The run never waits for it: a class the spare
/// thread has not published yet is derived by the run itself, as before.
final class DerivedSpeculation: Sendable {
    private let published = Locked<DerivedTypes>(DerivedTypes())
    private let stopped = Atomic<Bool>(false)

    /// What crosses to the spare thread once: the session's types (values and immutable
    /// `TypeInfo`s) and the order to derive them in.
    private struct Handed: Sendable {
        let types: [String: TypeInfo]
        let order: [String]
    }

    /// Starts deriving `order`'s types from `types` on `spare`; nil when the spare thread is busy
    /// (another request's half) or the machine has one core.
    static func start(types: [String: TypeInfo], order: [String], on spare: SpareThread) -> DerivedSpeculation? {
        guard !order.isEmpty else { return nil }
        let speculation = DerivedSpeculation()
        let handed = Handed(types: types, order: order)
        guard spare.start({ speculation.derive(handed) }) != nil else { return nil }
        return speculation
    }

    /// The run has ended or the types changed: what is not derived yet is not needed.
    func stop() { stopped.store(true, ordering: .relaxed) }

    func chain(_ className: String) -> [String]? { published.withLock { $0.chains[className] } }
    func index(_ className: String) -> ClassIndex? { published.withLock { $0.indexes[className] } }
    func behaviourPlan(_ className: String) -> BehaviourPlan? { published.withLock { $0.behaviourPlans[className] } }

    /// On the spare thread: an interpreter of its own over a copy of the types, publishing after
    /// each type (the run looks up what it lacks under the same lock).
    private func derive(_ handed: Handed) {
        let runtime = SwiftRuntime()
        runtime.heap.types = handed.types
        let interpreter = Interpreter(playground: Playground(), runtime: runtime)
        for name in handed.order {
            if stopped.load(ordering: .relaxed) { return }
            _ = interpreter.index(of: name)
            if handed.types[name]?.decl.kind == .classType { _ = interpreter.behaviourPlan(name) }
            let derived = runtime.derived
            published.withLock { $0 = derived }
        }
    }

    /// The file's own types to derive, in the file's order (the run derives the class its
    /// top-level statements make first itself: one of the paste's thirteen types in the benchmark).
    static func order(of file: FileIR) -> [String] {
        var names: [String] = []
        func add(_ type: TypeDeclIR) {
            if type.kind != .extensionOf, type.kind != .protocolType, !type.isPrelude { names.append(type.name) }
            for nested in type.nested { add(nested) }
        }
        for case .declaration(.type(let type)) in file.statements { add(type) }
        return names
    }
}
