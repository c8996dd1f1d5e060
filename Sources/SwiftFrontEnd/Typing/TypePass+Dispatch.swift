import ContainmentEngine

/// Which implementation a call on a protocol-typed value runs: a protocol extension's
/// non-requirement statically, and Sequence's methods on a generic constrained to it.
extension TypePass {
    /// The standard library's protocols whose `filter` gives an array.
    static let sequenceProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// The protocol whose extension's `name` a call on a value of `type` runs, when Swift
    /// dispatches it statically: the value is the protocol (or a generic constrained to it) and
    /// the method is the extension's, not a requirement.
    func staticallyDispatched(_ name: String, on type: StaticType) -> String? {
        guard case .named(let protocolName) = type, types[protocolName]?.kind == .protocolType,
            extensionMethods[protocolName]?.contains(name) == true, requirements[protocolName]?.contains(name) != true
        else { return nil }
        return protocolName
    }
}
