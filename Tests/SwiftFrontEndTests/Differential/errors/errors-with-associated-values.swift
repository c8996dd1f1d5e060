// Errors carrying associated values, inspected with pattern matching and where.
enum HTTPError: Error {
    case status(code: Int, message: String)
    case invalidURL(String)
}

func fetch(_ path: String) throws -> String {
    if !path.hasPrefix("/") { throw HTTPError.invalidURL(path) }
    switch path {
    case "/missing": throw HTTPError.status(code: 404, message: "Not Found")
    case "/crash": throw HTTPError.status(code: 500, message: "Server Error")
    default: return "200 \(path)"
    }
}

for path in ["/home", "/missing", "/crash", "about"] {
    do {
        print(try fetch(path))
    } catch HTTPError.status(let code, _) where code >= 500 {
        print("retry later (\(code))")
    } catch HTTPError.status(let code, let message) {
        print("\(code): \(message)")
    } catch let HTTPError.invalidURL(url) {
        print("bad url \"\(url)\"")
    } catch {
        print("other")
    }
}
