import Foundation
import Testing

@testable import PlaygroundService

/// The founding articles' Swift listings (`../shared/seed-listings/`) and Objective-C ones
/// (`objc/`, issue 43), pasted as a user would, each step as its manifest says: the status, the
/// place of a syntax error, and the callbacks in order by class. Skipped where the folder is not
/// beside the project.
@Suite struct SeedListingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/seed-listings")
        .standardized

    struct Step {
        var append: String?
        var script: String?
        var status: Int
        var line: Int?
        var column: Int?
        /// Callback lines by class that must appear in these relative orders (`order`, or each of `orders`).
        var orders: [[String]]
        var message: String?
    }

    struct Listing: CustomStringConvertible {
        var file: String
        var steps: [Step]
        var description: String { file }
    }

    static let listings: [Listing] = manifest("manifest.json", prefix: "") + manifest("objc/manifest.json", prefix: "objc/")

    private static func manifest(_ path: String, prefix: String) -> [Listing] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)),
            let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return entries.map { entry in
            Listing(
                file: prefix + (entry["file"] as? String ?? ""),
                steps: (entry["steps"] as? [[String: Any]] ?? []).map { step in
                    var orders = (step["orders"] as? [[String: Any]] ?? []).map { $0["order"] as? [String] ?? [] }
                    if let order = step["order"] as? [String] { orders.insert(order, at: 0) }
                    return Step(
                        append: step["append"] as? String, script: step["script"] as? String, status: step["status"] as? Int ?? 0,
                        line: step["line"] as? Int, column: step["column"] as? Int, orders: orders, message: step["message"] as? String)
                })
        }
    }

    @Test func bothManifestsAreRead() throws {
        // Where the folder is beside the project, each language's listings are there to run.
        guard FileManager.default.fileExists(atPath: Self.folder.path) else { return }
        #expect(Self.listings.contains { $0.file.hasSuffix(".swift") })
        #expect(Self.listings.filter { $0.file.hasPrefix("objc/") }.count >= 2)
    }

    @Test(arguments: listings)
    func listingRunsAsItsManifestSays(_ listing: Listing) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(listing.file), encoding: .utf8)
        let client = Client.inProcess(PlaygroundService(configuration: .testing))
        let session = try client.newSession()
        for (index, step) in listing.steps.enumerated() {
            let body = step.append.map { source + "\n" + $0 } ?? step.script ?? ""
            let reply = try client.post(session + "/script", body)
            #expect(reply.status == step.status, "\(listing.file) step \(index): \(reply.text.prefix(600))")
            if let line = step.line { #expect(reply.json["line"] as? Int == line, "\(listing.file) step \(index)") }
            if let column = step.column { #expect(reply.json["column"] as? Int == column, "\(listing.file) step \(index)") }
            if let message = step.message, step.status != 200 {
                // The manifest's words up to its own comment in parentheses.
                let expected = message.components(separatedBy: " (").first ?? message
                #expect((reply.json["detail"] as? String)?.contains(expected) == true, "\(listing.file) step \(index): \(reply.text.prefix(400))")
            }
            guard reply.status == 200, !step.orders.isEmpty else { continue }
            let classes = try Self.classes(client, session)
            let log = (reply.json["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.map { Self.byClass($0, classes) }
            for order in step.orders {
                #expect(Self.inOrder(order, log), "\(listing.file) step \(index): expected \(order) in order in \(log)")
            }
        }
    }

    /// Controller names to class names, from the session's hierarchy.
    static func classes(_ client: Client, _ session: String) throws -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                if let name = object["name"] as? String, let className = object["className"] as? String, className.hasSuffix("Controller") {
                    result[name] = className
                }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try client.get(session + "/hierarchy").json)
        return result
    }

    /// `child.willMove(toParent: host)` as `DetailViewController.willMove(toParent: HostViewController)`.
    static func byClass(_ text: String, _ classes: [String: String]) -> String {
        var result = text
        for (name, className) in classes.sorted(by: { $0.key.count > $1.key.count }) {
            result = result.replacingOccurrences(of: "\\b\(name)\\b", with: className, options: .regularExpression)
        }
        return result
    }

    /// Whether each expected line appears, in this order (other lines may sit between). `old`
    /// and `new`, and `...` in arguments, match any.
    static func inOrder(_ expected: [String], _ log: [String]) -> Bool {
        var position = 0
        for line in expected {
            let pattern = line.split(separator: " (").first.map(String.init) ?? line
            guard let found = log[position...].firstIndex(where: { Self.matches(pattern, $0) }) else { return false }
            position = found + 1
        }
        return true
    }

    /// `...` matches anything; `old`, `new` and lower-case names (`host`) match any name;
    /// "completion of X" is the engine's "completion: X".
    static func matches(_ pattern: String, _ line: String) -> Bool {
        if pattern == line { return true }
        // `completion` alone: the completion of whatever call (`completion: nav.transition(...)`).
        if pattern == "completion" { return line.hasPrefix("completion: ") }
        var regex = NSRegularExpression.escapedPattern(for: pattern.replacingOccurrences(of: "completion of ", with: "completion: "))
        regex = regex.replacingOccurrences(of: "\\.\\.\\.", with: ".*")
        regex = regex.replacingOccurrences(of: "\\b(old|new|host)\\b", with: "\\\\w+", options: .regularExpression)
        return line.range(of: "^" + regex + "$", options: .regularExpression) != nil
    }
}
