import ContainmentEngine

/// `super.name(...)` in a method: the superclass's method, a class method's, or UIKit's.
extension Interpreter {
    /// `super.name(arguments)` in a method of `context.type`.
    func superCall(_ name: String, _ context: MethodContext, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        if case .type = context.receiver {
            // `super.make()` in a `class func`: the superclass's class method, `self` still the
            // class the call went to.
            for type in chain(of: context.type).dropFirst() {
                guard
                    let function = runtime.heap.types[type]?.decl.methods.first(where: {
                        $0.isStatic && $0.name == name && $0.params.map(\.label) == labels
                    })
                else { continue }
                return try invoke(function, receiver: context.receiver, owner: type, arguments, labels, loc)
            }
            throw error("type '\(context.type)' has no superclass class method '\(name)' the playground can call", loc)
        }
        let className = objectClassName(context.receiver)
        if let (function, owner) = method(name, labels: labels, for: className, above: context.type) {
            return try invoke(
                function, receiver: context.receiver, owner: owner, arguments, labels, loc,
                uikitSuper: name == context.method ? context.uikitSuper : nil)
        }
        if name == context.method, let uikit = context.uikitSuper {
            context.calledSuper = true
            try uikit()
            return .void
        }
        // A plain class's `super.init(...)`; a view's or a controller's is UIKit's (its object and
        // properties were made with it).
        if name == "init", case .object(let id) = context.receiver, runtime.heap.objects[id]?.role == .plain,
            let superclass = chain(of: context.type).dropFirst().first,
            runtime.heap.types[superclass]?.decl.kind == .classType
        {
            try delegateInitializer(id, as: superclass, arguments, labels, loc)
            return .void
        }
        if name == "init", case .object(let id) = context.receiver {
            rememberUIKitInitializer(id, chain(of: objectClassName(context.receiver)), arguments, labels)
            // `super.init(frame: r)` in a view's own initialiser: UIKit's sets the frame (the
            // object was made before the body ran, without it: the view stayed zero-sized).
            if case .view? = runtime.heap.objects[id]?.role, labels == ["frame"], case .record("CGRect", _) = arguments[0] {
                try setMember("frame", of: context.receiver, to: arguments[0], loc)
            }
        }
        if name == "init" || UIKit.callbacks.contains(name) { return .void }
        if case .object(let id) = context.receiver, let record = runtime.heap.objects[id],
            let result = try uikitCall(name, on: id, record, arguments, labels, loc, bindingName: nil)
        {
            return result
        }
        return .void
    }
}
