import Foundation
import HTTPServer
import PlaygroundAPI

/// `POST /v1/links` and `GET /v1/links/{id}`: short permalinks for documents too long for a URL.
extension Routes {
    func createLink(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try admitMutation(request)
        guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true else {
            throw Problem(.unsupportedMediaType, "send the link's document as application/json")
        }
        // Any JSON object: the explorer's own format, versioned by the page, which reads it back.
        guard (try? JSONSerialization.jsonObject(with: Data(request.body))) is [String: Any] else {
            throw Problem.badRequest("a link's document is a JSON object")
        }
        let id = try store.links.save(request.body)
        return JSONBody.response(201, CreatedLink(id: id, path: "/v1/links/\(id)"), headers: [(name: "Location", value: "/v1/links/\(id)")])
    }

    /// A link never changes: cached for a year, revalidated by its id.
    func readLink(_ request: HTTPRequest, _ id: String) throws(Problem) -> HTTPResponse {
        guard let document = store.links.document(id) else { throw Problem.notFound("no link '\(id)'") }
        let tag = "\"link-\(id)\""
        let headers = [(name: "ETag", value: tag), (name: "Cache-Control", value: "public, max-age=31536000, immutable")]
        if Preconditions.notModified(request.header("if-none-match"), etag: tag) { return HTTPResponse(status: 304, headers: headers) }
        return HTTPResponse(status: 200, headers: headers + [(name: "Content-Type", value: "application/json")], body: document)
    }
}

struct CreatedLink: Encodable {
    var id: String
    var path: String
}
