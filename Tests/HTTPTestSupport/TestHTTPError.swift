/// Why a test request failed; distinguishes a server that closed an idle connection from one
/// that broke off mid-response, since only the former is a reason to reconnect and retry.
public enum TestHTTPError: Error, Equatable {
    case connectFailed(String)
    case ioFailed(String)
    case timedOut
    /// The peer closed the connection before sending any byte of a response.
    case closed
    /// The peer closed the connection in the middle of a response.
    case truncated
    case malformed(String)
}
