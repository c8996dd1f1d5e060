/// Reading and changing the tables, and walking the view tree.
extension Playground {
    func controller(_ name: String) -> ViewController { controllers.row(name) }

    func update(_ name: String, _ change: (inout ViewController) -> Void) { controllers.modify(name, change) }

    func view(_ name: String) -> View { views.row(name) }

    func updateView(_ name: String, _ change: (inout View) -> Void) { views.modify(name, change) }

    /// Whether the view is the window or inside it (`view.window != nil`).
    func isInWindow(_ name: String) -> Bool {
        var current: String? = name
        while let viewName = current {
            if viewName == Window.viewName { return true }
            current = views[viewName]?.superview
        }
        return false
    }

    /// Whether `name` is `ancestor` or lies below it.
    func isView(_ name: String, inside ancestor: String) -> Bool {
        var current: String? = name
        while let viewName = current {
            if viewName == ancestor { return true }
            current = views[viewName]?.superview
        }
        return false
    }

    /// The controller owning the nearest view above `name` (UIKit's `_viewControllerForAncestor`).
    func nearestController(above name: String) -> String? {
        var current = views[name]?.superview
        while let viewName = current {
            if let owner = views[viewName]?.owner { return owner }
            current = views[viewName]?.superview
        }
        return nil
    }

    func isAncestor(_ candidate: String, of name: String) -> Bool {
        var current = controllers[name]?.parent
        while let parent = current {
            if parent == candidate { return true }
            current = controllers[parent]?.parent
        }
        return false
    }

    func depth(of name: String) -> Int {
        var depth = 0
        var current = controllers[name]?.parent
        while let parent = current { depth += 1; current = controllers[parent]?.parent }
        return depth
    }

    /// The view a script names; `C.view` loads C's view, as reading `view` does in UIKit.
    func resolve(_ reference: ViewReference) throws -> String {
        switch reference {
        case .window: return Window.viewName
        case .named(let name): return name
        case .root(let owner):
            try loadViewIfNeeded(owner)
            return controller(owner).view!
        }
    }

    /// Logs a callback, then runs the behaviour installed on it, if any, with `uikitWork` (UIKit's
    /// own implementation of the method) as its `super`; without one, runs `uikitWork` itself.
    func callback(
        _ name: String, _ method: String, _ argument: CallbackArgument = .none, kind: LogEntry.Kind,
        uikitWork: () throws -> Void = {}
    ) throws {
        try step()
        emit(kind, callTexts.text(name, method, argument.text), controller: name)
        try stopIfAtEntry()
        guard !state.behaviours.isEmpty, let behaviour = state.behaviours[name, method] else { return try uikitWork() }
        try perform(behaviour, Callback(controller: name, method: method, argument: argument), uikitWork: uikitWork)
    }

    /// Runs an installed behaviour (a program's override) one level deeper, within the depth limit.
    func perform(_ behaviour: any ControllerBehaviour, _ callback: Callback, uikitWork: () throws -> Void) throws {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        guard callbackDepth <= limits.maxCallbackDepth else {
            throw LimitExceeded(
                .maxCallbackDepth,
                "overrides nested more than \(limits.maxCallbackDepth) deep (maxCallbackDepth); does \(callback.controller).\(callback.method) trigger itself?"
            )
        }
        try behaviour.perform(callback, on: self, callSuper: uikitWork)
    }

    /// `name.method(arguments)`, a callback's log text, written in one allocation. Interpolation
    /// appends piece by piece and cost about 1,900 instructions per callback, a tenth of a
    /// mutation; small ASCII parts (nearly all) are stored 16 bytes at a time.
    static func callText(_ name: String, _ method: String, _ arguments: String) -> String {
        let count = name.utf8.count + method.utf8.count + arguments.utf8.count + 3
        let layoutHolds = InlineASCII.layoutHolds
        // 16 bytes of slack: an inline part is stored whole, the next part overwrites the excess.
        return String(unsafeUninitializedCapacity: count + 16) { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            var offset = 0
            func put(_ part: String) {
                if let inline = InlineASCII(part, layoutHolds: layoutHolds) {
                    inline.store(to: base + offset)
                    offset += inline.count
                } else if let copied = part.utf8.withContiguousStorageIfAvailable({ bytes in
                    if let source = bytes.baseAddress { (base + offset).copyMemory(from: source, byteCount: bytes.count) }
                    return bytes.count
                }) {
                    offset += copied
                } else {
                    for byte in part.utf8 { buffer[offset] = byte; offset += 1 }
                }
            }
            func put(byte: UInt8) { buffer[offset] = byte; offset += 1 }
            put(name); put(byte: UInt8(ascii: ".")); put(method); put(byte: UInt8(ascii: "("))
            put(arguments); put(byte: UInt8(ascii: ")"))
            return offset
        }
    }

    /// Every controller under `root` (included) in pre-order, children in `children` order.
    func preorder(from root: String) -> [String] {
        var result: [String] = []
        var stack = [root]
        while let name = stack.popLast() {
            result.append(name)
            stack.append(contentsOf: controller(name).children.reversed())
        }
        return result
    }

    /// View-owning controllers in the subtree of `viewName`, in pre-order of the view tree.
    func owners(inSubtreeOf viewName: String) -> [String] {
        // A view without subviews (most moves): no walk, no stack to allocate.
        let root = view(viewName)
        if root.subviews.isEmpty { return root.owner.map { [$0] } ?? [] }
        var result: [String] = []
        var stack = [viewName]
        while let name = stack.popLast() {
            let record = view(name)
            if let owner = record.owner { result.append(owner) }
            stack.append(contentsOf: record.subviews.reversed())
        }
        return result
    }

    /// Refuses a move that would put a view more than `maxViewDepth` superviews deep: the
    /// hierarchy's walks recurse per level, and without a bound a chain of plain views grows
    /// until a walk exhausts the stack. UIKit has no such limit; it is the playground's own.
    func checkViewDepth(of name: String, under newSuperview: String) throws {
        var above = 1
        var current = view(newSuperview).superview
        while let superview = current { above += 1; current = view(superview).superview }
        var deepest = 0
        var pending = [(name, 0)]
        while let (next, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending.append(contentsOf: view(next).subviews.map { ($0, depth + 1) })
        }
        guard above + deepest <= limits.maxViewDepth else {
            throw LimitExceeded(
                .maxViewDepth,
                "adding \(name) to \(newSuperview) would put a view \(above + deepest) superviews deep; the limit is \(limits.maxViewDepth) (maxViewDepth)"
            )
        }
    }
}
