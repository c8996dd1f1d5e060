// Int raw values continue counting from the last explicit value.
enum HTTPStatus: Int {
    case ok = 200, created, accepted
    case badRequest = 400, unauthorized
    case notFound = 404
}

enum Priority: Int {
    case low, medium, high
}

print(HTTPStatus.ok.rawValue, HTTPStatus.created.rawValue, HTTPStatus.accepted.rawValue)
print(HTTPStatus.badRequest.rawValue, HTTPStatus.unauthorized.rawValue, HTTPStatus.notFound.rawValue)
print(Priority.low.rawValue, Priority.high.rawValue)
let statuses: [HTTPStatus] = [.notFound, .ok, .unauthorized]
print(statuses.map { $0.rawValue })
print(statuses.map { "\($0)" })
