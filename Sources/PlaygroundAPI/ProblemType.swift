/// The catalogue of every problem the service answers: slug, status and title, in one place.
/// `Public/openapi.json` lists the same (`components.schemas.Problem`), and a test keeps the two
/// in step; the HTTP layer's own 413 is built from `contentTooLarge`.
package enum ProblemType: String, CaseIterable, Sendable {
    case badRequest = "bad-request"
    case unauthorized = "unauthorized"
    case forbidden = "forbidden"
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case misdirectedRequest = "misdirected-request"
    case preconditionFailed = "precondition-failed"
    case contentTooLarge = "content-too-large"
    case unsupportedMediaType = "unsupported-media-type"
    case scriptError = "script-error"
    case uikitException = "uikit-exception"
    case runtimeTrap = "runtime-trap"
    case limitExceeded = "limit-exceeded"
    case tooManySessions = "too-many-sessions"
    case journalUnavailable = "journal-unavailable"
    /// The session's inputs no longer replay: it answers this until deleted (or the setting restored).
    case sessionDamaged = "session-damaged"
    /// Every worker busy and the queue full, or the request's deadline passed: retry later.
    case serviceBusy = "service-busy"
    /// A client sent mutations faster than `maxMutationsPerMinute`.
    case rateLimited = "rate-limited"

    package static let base = "https://containment-playground.dev/problems/"

    package var uri: String { Self.base + rawValue }

    package var status: Int {
        switch self {
        case .badRequest, .scriptError: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .unauthorized: 401
        case .forbidden: 403
        case .misdirectedRequest: 421
        case .preconditionFailed: 412
        case .contentTooLarge: 413
        case .unsupportedMediaType: 415
        case .uikitException, .runtimeTrap, .limitExceeded: 422
        case .tooManySessions, .rateLimited: 429
        case .journalUnavailable, .serviceBusy, .sessionDamaged: 503
        }
    }

    package var title: String {
        switch self {
        case .badRequest: "Bad Request"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .unauthorized: "Unauthorized"
        case .forbidden: "Forbidden"
        case .misdirectedRequest: "Misdirected Request"
        case .preconditionFailed: "Precondition Failed"
        case .contentTooLarge: "Content Too Large"
        case .unsupportedMediaType: "Unsupported Media Type"
        case .scriptError: "Script error"
        case .uikitException: "UIKit exception"
        case .runtimeTrap: "Runtime trap"
        case .limitExceeded: "Limit exceeded"
        case .tooManySessions: "Too many sessions"
        case .journalUnavailable: "Service Unavailable"
        case .serviceBusy: "Service busy"
        case .sessionDamaged: "Session damaged"
        case .rateLimited: "Too many requests"
        }
    }
}
