import ContainmentEngine

/// Variables in scope: their C types, `static` locals' globals, and what blocks copy.
extension ObjCParser {
    // MARK: Scopes

    func declareLocal(_ name: String, _ type: CType) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = (type, nil)
    }

    /// A `static` local: its name in this scope stands for a global of its own.
    func declareStatic(_ name: String, _ type: CType, global: String) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = (type, global)
        staticGlobals[global] = type
    }

    func localType(_ name: String) -> CType? {
        for scope in scopes.reversed() { if let local = scope[name] { return local.type } }
        return staticGlobals[name]
    }

    /// A variable a block reads from outside itself: copied into the block when it is made
    /// (C's blocks capture by value), unless it is `__block` or static. Only numbers, BOOLs and
    /// structures are copied: a pointer's copy points at the same object, and the runtime holds
    /// Foundation's mutable collections as values, so the variable itself is shared (a block
    /// that adds to a captured NSMutableArray adds to the one outside).
    func noteRead(_ name: String) {
        guard !blockFrames.isEmpty, !sharedWithBlocks.contains(name) else { return }
        guard let index = scopes.lastIndex(where: { $0[name] != nil }), let local = scopes[index][name], local.global == nil else { return }
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
        guard let frame = blockFrames.last, !sharedWithBlocks.contains(name),
            let index = scopes.lastIndex(where: { $0[name] != nil })
        else { return false }
        return index < frame.scopeBase && scopes[index][name]?.global == nil
    }

    /// The name the runtime knows a variable by (a `static` local's global).
    func runtimeName(_ name: String) -> String {
        for scope in scopes.reversed() { if let local = scope[name] { return local.global ?? name } }
        return name
    }

    func scoped<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body()
    }
}
