/// Why the server could not start, phrased for an operator.
public struct HTTPServerError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
