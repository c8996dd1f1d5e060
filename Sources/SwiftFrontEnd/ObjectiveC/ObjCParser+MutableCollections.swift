import ContainmentEngine

/// Foundation's mutable collections are shared objects; the runtime holds arrays and
/// dictionaries as values (Swift's). The two agree while one variable holds a collection; they
/// part when a second one holds it too and it is changed through either. So a variable of a
/// mutable collection type is watched in each body: changing it once it may be shared (it came
/// from elsewhere: a parameter, a property, another variable), or after it was handed on (stored,
/// passed, returned), is refused at the change, never computed differently (issue 43: "exact or
/// refused"). Changing it before it is handed on, the common way to build one, runs.
extension ObjCParser {
    /// The mutable collection types watched.
    static let mutableCollections: Set<String> = ["NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableOrderedSet"]

    /// Messages that change a mutable collection in place.
    static let mutatingSelectors: Set<String> = [
        "addObject:", "addObjectsFromArray:", "insertObject:atIndex:", "removeObject:", "removeObjectAtIndex:", "removeLastObject",
        "removeAllObjects", "replaceObjectAtIndex:withObject:", "exchangeObjectAtIndex:withObjectAtIndex:", "setObject:forKey:",
        "setObject:forKeyedSubscript:", "setObject:atIndexedSubscript:", "removeObjectForKey:", "addEntriesFromDictionary:",
        "setValue:forKey:", "removeObjectsInArray:", "sortUsingComparator:", "sortUsingSelector:",
    ]

    static func isMutableCollection(_ type: CType) -> Bool {
        if case .object(let name?) = type { return mutableCollections.contains(name) }
        return false
    }

    /// A collection made here, so no other variable holds it: a literal, a factory, a copy.
    static func isFresh(_ expr: Expr?) -> Bool {
        switch expr {
        case nil, .nilLiteral?, .array?, .dictionary?: return true
        case .call(.name("objc.mutable", _), _, _, _)?: return true
        case .prefix(_, let inner, _)?: return isFresh(inner)
        default: return false
        }
    }

    /// A watched variable gets a value: shared unless the value is fresh.
    func noteCollectionValue(_ name: String, _ type: CType, _ value: Expr?) {
        guard Self.isMutableCollection(type) else { return }
        collectionStates[name] = Self.isFresh(value) ? .own : .shared
    }

    /// A value handed on (stored, passed, returned): a watched variable is shared from now on.
    func noteHandedOn(_ value: Expr) {
        if case .name(let name, _) = value.unchained, collectionStates[name] != nil { collectionStates[name] = .shared }
    }

    /// A change through `receiver`: refused when the collection may be held elsewhere too.
    func checkChange(of receiver: Expr, _ selector: String, _ loc: Loc) throws(ScriptError) {
        guard case .name(let name, _) = receiver.unchained, collectionStates[name] == .shared else { return }
        throw unsupported(
            "'\(selector)' on '\(name)', a mutable collection another variable or property may hold too (Foundation's are shared objects; the playground holds them as values)",
            at: loc)
    }
}

/// Whether a watched collection variable may be held elsewhere.
enum CollectionState { case own, shared }
