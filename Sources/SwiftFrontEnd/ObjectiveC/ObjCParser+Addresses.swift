import ContainmentEngine

/// Addresses (`&`): an associated object's key (`&kKey`), the out-arguments of `dispatch_once`
/// and `CGRectDivide`, and pointers to variables passed to the file's own methods and functions
/// (`Interpreter+Pointers`).
extension ObjCParser {
    /// The marker of `&variable` in an out-argument's place (`addressUse`); never reaches the runtime.
    static let outArgument = "objc.&"
    /// The property of a pointer the runtime makes for `&variable`: the value pointed to.
    static let pointee = Interpreter.pointee  // the runtime reads the pointer by this name

    /// An associated object's key may be a static variable's address (`&kKey`): a unique key.
    /// `dispatch_once`'s token and `CGRectDivide`'s slice and remainder are variables it writes.
    static func addressUse(_ callee: Expr, argument: Int) -> AddressUse {
        guard case .name(let function, _) = callee else { return .outArgument }
        switch (function, argument) {
        case ("objc_setAssociatedObject", 1), ("objc_getAssociatedObject", 1): return .key
        case ("dispatch_once", 0), ("CGRectDivide", 1), ("CGRectDivide", 2): return .outArgument
        case _ where addressFunctions.contains(function): return .none
        default: return .outArgument  // a function of the file's (`takeAddresses` checks it is one)
        }
    }

    /// The functions whose `&` arguments `addressUse` names.
    static let addressFunctions: Set<String> = ["dispatch_once", "CGRectDivide", "objc_setAssociatedObject", "objc_getAssociatedObject"]

    /// The `&variable` arguments of a call, each replaced by a pointer to its variable: a
    /// getter and a setter closure over it, so the callee reads and writes the variable itself
    /// (two pointers to one variable, or the callee reading it directly, see each other's
    /// writes, as in C). `refusing`: what the call goes to when it cannot take addresses
    /// (UIKit's and Foundation's methods, a block).
    func takeAddresses(_ arguments: inout [Expr], to refusing: String?, _ loc: Loc) throws(ScriptError) {
        for index in arguments.indices {
            guard case .prefix(Self.outArgument, let target, let argumentLoc) = arguments[index] else { continue }
            if let refusing { throw unsupported("an address ('&') passed to \(refusing), not a method or function of the file's", at: argumentLoc) }
            switch target {
            case .name, .member(.selfRef, _, _): break
            default: throw unsupported("the address of this expression ('&' of a variable or an instance variable only)", at: argumentLoc)
            }
            let newValue = "objc.newValue"
            let getter = ClosureIR(params: [], body: [.returnStmt(target, argumentLoc)], loc: argumentLoc)
            let setter = ClosureIR(
                params: [newValue], body: [.expression(try assign(target, nil, .name(newValue, argumentLoc), argumentLoc), argumentLoc)],
                loc: argumentLoc)
            arguments[index] = .call(
                .name("objc.pointer", argumentLoc), [Arg(label: nil, value: .closure(getter)), Arg(label: nil, value: .closure(setter))],
                labels: [nil, nil], argumentLoc)
        }
    }
}
