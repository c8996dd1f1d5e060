import Foundation
import HTTPServer
import PlaygroundAPI

/// JSON responses, the same bytes for the same state: the hot answers in declaration order
/// (`JSONWriter`), the others through Foundation's encoder with sorted keys.
enum JSONBody {
    /// Cold answers (problems, presets, exports): Foundation's encoder is fast enough for them.
    static func response<T: Encodable>(
        _ status: Int, _ value: T, contentType: String = "application/json",
        headers: [(name: String, value: String)] = []
    ) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)).map { Array($0) + [10] } ?? Array("{}\n".utf8)
        return HTTPResponse(status: status, headers: [(name: "Content-Type", value: contentType + "; charset=utf-8")] + headers, body: body)
    }

    /// The same answer for the hot types, written by `JSONWriter` (Swift picks this overload,
    /// the more constrained one, wherever the type conforms).
    static func response<T: Encodable & JSONWritable>(_ status: Int, _ value: T, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        var json = JSONWriter()
        value.write(to: &json)
        return HTTPResponse(
            status: status, headers: [(name: "Content-Type", value: "application/json; charset=utf-8")] + headers,
            body: json.finishLine())
    }

    static func text(
        _ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8",
        headers: [(name: String, value: String)] = []
    ) -> HTTPResponse {
        HTTPResponse(status: status, headers: [(name: "Content-Type", value: contentType)] + headers, body: Array(text.utf8))
    }
}
