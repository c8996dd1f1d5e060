import Foundation

struct APIClient {
    let responses: [String: String]

    func get(_ path: String, completion: (Result<String, APIError>) -> Void) {
        if let body = responses[path] {
            completion(.success(body))
        } else {
            completion(.failure(.notFound(path)))
        }
    }
}

enum APIError: Error { case notFound(String) }

final class ViewModel {
    var title = "Loading…"
    var onChange: ((String) -> Void)?
    let client: APIClient

    init(client: APIClient) { self.client = client }

    func load(_ path: String) {
        client.get(path) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let body): self.title = body.capitalized
            case .failure(.notFound(let p)): self.title = "Missing: \(p)"
            }
            self.onChange?(self.title)
        }
    }
}

let vm = ViewModel(client: APIClient(responses: ["/me": "jane doe", "/team": "the avengers"]))
var history: [String] = []
vm.onChange = { history.append($0); print("UI updated: \($0)") }
vm.load("/me")
vm.load("/nope")
vm.load("/team")
print("history count:", history.count, "last:", vm.title)
