enum NetworkError: Error, CustomStringConvertible {
    case badURL(String)
    case status(Int)
    case timeout(seconds: Double)
    case decoding(field: String)
    var description: String {
        switch self {
        case .badURL(let u): return "bad URL: \(u)"
        case .status(let code): return "HTTP \(code)"
        case .timeout(let s): return "timed out after \(s)s"
        case .decoding(let f): return "could not decode '\(f)'"
        }
    }
    var isRetryable: Bool {
        switch self {
        case .timeout: return true
        case .status(let code): return code >= 500
        default: return false
        }
    }
}
func fetch(_ path: String) throws -> String {
    guard path.hasPrefix("/") else { throw NetworkError.badURL(path) }
    switch path {
    case "/slow": throw NetworkError.timeout(seconds: 2.5)
    case "/missing": throw NetworkError.status(404)
    case "/broken": throw NetworkError.status(503)
    case "/weird": throw NetworkError.decoding(field: "createdAt")
    default: return "200 OK \(path)"
    }
}
for path in ["/home", "home", "/slow", "/missing", "/broken", "/weird"] {
    do {
        let body = try fetch(path)
        print(body)
    } catch let error as NetworkError {
        print("\(error) retry=\(error.isRetryable)")
    } catch {
        print("unexpected")
    }
}
let results = ["/a", "b", "/slow"].map { try? fetch($0) }
print(results)
