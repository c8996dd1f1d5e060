import ContainmentEngine
import Foundation
import PlaygroundAPI

/// The hierarchy in an answer: the engine's snapshot, or the same JSON already written by the
/// session's `HierarchyJSONCache`.
enum HierarchyAnswer: Encodable, JSONWritable {
    case snapshot(HierarchySnapshot)
    case written([UInt8])

    func write(to json: inout JSONWriter) {
        switch self {
        case .snapshot(let snapshot): snapshot.write(to: &json)
        case .written(let bytes): json.value(written: bytes)
        }
    }

    /// Only tests encode answers with Foundation (JSONWriterTests): the written bytes are the
    /// snapshot's JSON, so they decode back into one.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .snapshot(let snapshot): try snapshot.encode(to: encoder)
        case .written(let bytes): try JSONDecoder().decode(HierarchySnapshot.self, from: Data(bytes)).encode(to: encoder)
        }
    }
}
