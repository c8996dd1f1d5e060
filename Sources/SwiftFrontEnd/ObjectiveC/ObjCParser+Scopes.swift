import ContainmentEngine

/// Variables in scope: their C types, `static` locals' globals, and what blocks copy.
extension ObjCParser {
    // MARK: Scopes

    func declareLocal(_ name: String, _ type: CType) {
        scopes.declare(name, type, global: nil)
    }

    /// A `static` local: its name in this scope stands for a global of its own.
    func declareStatic(_ name: String, _ type: CType, global: String) {
        scopes.declare(name, type, global: global)
        staticGlobals[global] = type
    }

    func localType(_ name: String) -> CType? {
        scopes.innermost(name)?.type ?? staticGlobals[name]
    }

    /// A variable a block reads from outside itself: copied into the block when it is made
    /// (C's blocks capture by value), unless it is `__block` or static. Only numbers, BOOLs and
    /// structures are copied: a pointer's copy points at the same object, and the runtime holds
    /// Foundation's mutable collections as values, so the variable itself is shared (a block
    /// that adds to a captured NSMutableArray adds to the one outside).
    func noteRead(_ name: String) {
        guard !blockFrames.isEmpty, !sharedWithBlocks.contains(name) else { return }
        guard let local = scopes.innermost(name), local.global == nil else { return }
        let index = local.depth
        switch local.type {
        case .integer, .floating, .float, .bool, .structure: break
        default: return
        }
        for frame in blockFrames.indices where blockFrames[frame].scopeBase > index && !blockFrames[frame].captured.contains(name) {
            blockFrames[frame].captured.append(name)
        }
    }

    /// Whether the variable is from outside the block being lowered (then, not being `__block`,
    /// it cannot be assigned there: clang's error).
    func isCopiedIntoBlock(_ name: String) -> Bool {
        guard let frame = blockFrames.last, !sharedWithBlocks.contains(name), let local = scopes.innermost(name) else { return false }
        return local.depth < frame.scopeBase && local.global == nil
    }

    /// The name the runtime knows a variable by (a `static` local's global).
    func runtimeName(_ name: String) -> String {
        scopes.innermost(name)?.global ?? name
    }

    func scoped<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        scopes.push()
        defer { scopes.pop() }
        return try body()
    }
}

/// The variables in scope, innermost scope last, found with one lookup by name (a dictionary per
/// scope, searched from the innermost, hashed a name once per scope: 4 % of lowering a paste).
struct ObjCScopes {
    typealias Local = (type: CType, global: String?, depth: Int)
    /// Each name's declarations, innermost last.
    private var byName: [String: [Local]] = [:]
    /// The names each open scope declared, to forget when it closes.
    private var declared: [[String]] = []

    var count: Int { declared.count }
    var isEmpty: Bool { declared.isEmpty }

    mutating func push() { declared.append([]) }

    mutating func pop() {
        for name in declared.removeLast() {
            byName[name]?.removeLast()
            if byName[name]?.isEmpty == true { byName[name] = nil }
        }
    }

    /// Declares `name` in the innermost scope (opening one at the top level); declared there
    /// again, the later declaration replaces the earlier.
    mutating func declare(_ name: String, _ type: CType, global: String?) {
        if declared.isEmpty { push() }
        let depth = declared.count - 1
        if let last = byName[name]?.last, last.depth == depth {
            byName[name]![byName[name]!.count - 1] = (type, global, depth)
        } else {
            byName[name, default: []].append((type, global, depth))
            declared[depth].append(name)
        }
    }

    func innermost(_ name: String) -> Local? { byName[name]?.last }
}
