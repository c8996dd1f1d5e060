import ContainmentEngine

/// `[object conformsToProtocol:@protocol(Name)]`: the classes of the file that adopt the
/// protocol, directly or through one that incorporates it, worked out here; the runtime asks
/// whether the object's class chain holds one (`Interpreter+Protocols`).
extension ObjCParser {
    func conformance(_ receiver: Expr, _ protocolExpr: Expr, _ loc: Loc) throws(ScriptError) -> Expr {
        guard case .string(let name) = protocolExpr else {
            throw unsupported("'conformsToProtocol:' with a protocol other than @protocol(Name)", at: loc)
        }
        let adopters = classes.values.filter { info in info.protocols.contains { incorporates($0, name) } }.map(\.name).sorted()
        let values: [Expr] = [receiver, .string(name), .array(adopters.map { .string($0) }), .bool(protocols.contains(name))]
        return .call(.name("objc.conformsToProtocol", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc)
    }

    /// Whether `adopted` is `name` or incorporates it (`@protocol Adopted <Name>`).
    private func incorporates(_ adopted: String, _ name: String, depth: Int = 0) -> Bool {
        if adopted == name { return true }
        guard depth < 32 else { return false }
        return protocolParents[adopted]?.contains { incorporates($0, name, depth: depth + 1) } ?? false
    }
}
