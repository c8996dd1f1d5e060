// An exhaustive switch with value bindings, where clauses and tuple patterns.
enum Response {
    case success(code: Int, body: String)
    case redirect(String)
    case failure(code: Int)
}

func describe(_ response: Response) -> String {
    switch response {
    case .success(200, let body):
        return "OK: \(body)"
    case .success(let code, let body) where body.isEmpty:
        return "empty success \(code)"
    case .success(let code, _):
        return "success \(code)"
    case .redirect(let url) where url.hasPrefix("https"):
        return "secure redirect to \(url)"
    case .redirect(let url):
        return "redirect to \(url)"
    case .failure(let code) where (500...599).contains(code):
        return "server error \(code)"
    case .failure(let code):
        return "client error \(code)"
    }
}

let responses: [Response] = [
    .success(code: 200, body: "hi"), .success(code: 204, body: ""), .success(code: 201, body: "new"),
    .redirect("https://a.b"), .redirect("http://c.d"), .failure(code: 503), .failure(code: 404),
]
responses.forEach { print(describe($0)) }
