import ContainmentEngine
import Foundation
import PlaygroundAPI
import Testing

@testable import ContainmentScript
@testable import PlaygroundService

/// `JSONWriter` must write the same JSON as the types' `Encodable` conformances through
/// Foundation's encoder, with the fields in declaration order: a field added to a type and
/// forgotten in its `JSONWritable` fails here.
@Suite struct JSONWriterTests {
    static func written<T: JSONWritable>(_ value: T) -> String {
        var json = JSONWriter()
        value.write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// What `written` must equal: Foundation's encoding, re-serialised with the fields in the
    /// order `written` gives them once both are known to hold the same JSON.
    static func encoded<T: JSONWritable & Encodable>(_ value: T) throws -> String {
        let written = Self.written(value)
        let mine = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? NSObject
        let theirs = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: .fragmentsAllowed) as? NSObject
        guard let mine, let theirs, mine.isEqual(theirs) else { return "not the same JSON as Foundation's: \(String(describing: theirs))" }
        // An enum has no declared fields to order by: its `encode(to:)` is the order.
        guard Mirror(reflecting: value).displayStyle == .enum || Self.topLevelKeys(written) == Self.declaredKeys(value) else {
            return "fields out of declaration order: \(Self.topLevelKeys(written))"
        }
        return written
    }

    /// The keys of a JSON object's first level, in the order written.
    static func topLevelKeys(_ json: String) -> [String] {
        var keys: [String] = [], depth = 0, inString = false, escaped = false, current = "", afterString = false
        for character in json {
            if inString {
                if escaped { escaped = false; current.append(character); continue }
                if character == "\\" { escaped = true; current.append(character); continue }
                if character == "\"" { inString = false; afterString = true; continue }
                current.append(character)
                continue
            }
            switch character {
            case "\"": inString = true; current = ""
            case "{", "[": depth += 1; afterString = false
            case "}", "]": depth -= 1; afterString = false
            case ":": if depth == 1, afterString { keys.append(current) }; afterString = false
            default: afterString = false
            }
        }
        return keys
    }

    /// The stored properties that hold a value, in declaration order (nil optionals are omitted).
    static func declaredKeys(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            if case Optional<Any>.none = child.value as Any? { return nil }
            let inner = Mirror(reflecting: child.value)
            if inner.displayStyle == .optional, inner.children.isEmpty { return nil }
            return child.label
        }
    }

    /// Every preset, then a script that fails, so problems' neighbours (diagnostics, odd names) show too.
    @Test(arguments: PresetTests.library.presets.map(\.name))
    func presetAnswersMatchTheEncoder(_ name: String) throws {
        let preset = try #require(PresetTests.library.preset(named: name))
        let playground = Playground()
        let report = try PresetTests.run(preset, on: playground)
        let hierarchy = playground.hierarchy()
        let created = CreatedSession(
            id: "s1", revision: report.revision, logLength: playground.logCount, preset: name,
            imported: nil, log: report.log, diagnostics: report.diagnostics, hierarchy: hierarchy)
        #expect(Self.written(created) == (try Self.encoded(created)))
        let result = ScriptResult(
            revision: report.revision, language: "script", log: report.log, diagnostics: report.diagnostics,
            logLength: playground.logCount, hierarchy: .snapshot(hierarchy), changes: playground.changes())
        #expect(Self.written(result) == (try Self.encoded(result)))
        let bare = ScriptResult(revision: 1, language: "swift", log: nil, diagnostics: [], logLength: 0, hierarchy: nil)
        #expect(Self.written(bare) == (try Self.encoded(bare)))
        let detail = SessionDetail(id: "s1", revision: report.revision, logLength: playground.logCount, hierarchy: .snapshot(hierarchy))
        #expect(Self.written(detail) == (try Self.encoded(detail)))
        // The same hierarchy already written (HierarchyJSONCache's answer) is the same JSON.
        let kept = SessionDetail(
            id: "s1", revision: report.revision, logLength: playground.logCount, hierarchy: .written(Array(Self.written(hierarchy).utf8)))
        #expect(Self.written(kept) == Self.written(detail))
        #expect(Self.written(kept) == (try Self.encoded(kept)))
        let page = LogPage(
            entries: playground.logEntries(from: 1, limit: 50), next: 51, logLength: playground.logCount, firstAvailable: 1,
            truncated: .init(requestedFrom: 0, firstAvailable: 1, detail: "a \"quoted\" \\ detail\n\t\u{1}é"))
        #expect(Self.written(page) == (try Self.encoded(page)))
        let list = SessionList(sessions: [SessionSummary(id: "a", revision: 3, controllers: 4, logLength: 5)])
        #expect(Self.written(list) == (try Self.encoded(list)))
        // The journal's lines.
        let input: SessionInput =
            preset.language == "swift" ? .swift(source: preset.script, settle: true) : .script(source: preset.script, settle: true)
        #expect(Self.written(input) == (try Self.encoded(input)))
    }

    @Test func diagnosticsAndEscapesMatchTheEncoder() throws {
        let playground = Playground()
        // A child embedded without didMove, and a view added without addChild: two pitfalls.
        let report = try playground.run(
            """
            let root = UIViewController()
            window.rootViewController = root
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            let loose = UIViewController()
            root.view.addSubview(loose.view)
            """)
        #expect(!report.diagnostics.isEmpty)
        let result = ScriptResult(
            revision: report.revision, language: "script", log: report.log, diagnostics: report.diagnostics,
            logLength: playground.logCount, hierarchy: .snapshot(playground.hierarchy()))
        #expect(Self.written(result) == (try Self.encoded(result)))
    }

    @Test(arguments: [0.0, -0.0, 1.5, -2.25, 1e15, 1e16, -1e300, 0.1, 100, -7, 3.0e-10])
    func numbersMatchTheEncoder(_ value: Double) throws {
        let rect = Rect(x: value, y: -value, width: 1, height: value / 3)
        #expect(Self.written(rect) == (try Self.encoded(rect)))
    }

    /// JSON has no NaN or infinities (Foundation's encoder refuses them): the writer sends null.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreNull(_ value: Double) throws {
        let rect = Rect(x: value, y: 1, width: 2, height: 3)
        #expect(Self.written(rect) == #"{"x":null,"y":1,"width":2,"height":3}"#)
    }

    @Test(arguments: [0, 1, -1, 9, 10, 42, 99, 100, 101, 1234567890, Int.max, Int.min])
    func integersMatchTheEncoder(_ value: Int) throws {
        let summary = SessionSummary(id: "", revision: value, controllers: ~value, logLength: 0)
        #expect(Self.written(summary) == (try Self.encoded(summary)))
    }

    /// The two encoders share their scalar formatting, so scalars are checked against Foundation's
    /// parser: every string and number reads back as written.
    @Test func scalarsReadBackThroughFoundation() throws {
        let texts = ["", "plain", "a \"quoted\" \\ path", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}", "é ✓ 𝄞", "</script>"]
        let numbers = [0, -0.0, 1.5, -2.25, 1e15, 1e16, 0.1, 1.0 / 3, -7, 123456.789]
        for text in texts {
            let summary = SessionSummary(id: text, revision: 1, controllers: 0, logLength: 0)
            let decoded = try JSONSerialization.jsonObject(with: Data(Self.written(summary).utf8)) as? [String: Any]
            #expect(decoded?["id"] as? String == text)
        }
        for number in numbers {
            let rect = Rect(x: number, y: -number, width: 0, height: number * 1e-10)
            #expect(try JSONDecoder().decode(Rect.self, from: Data(Self.written(rect).utf8)) == rect)
        }
    }

    /// The writer reserves room before it writes: strings longer than its buffer, escapes at
    /// either end and in a row, past a small first capacity and its growth, read back as written.
    @Test(arguments: [16, 4096])
    func longAndEscapedStringsReadBack(capacity: Int) throws {
        let escapes = "\"\\\n\r\t\u{1}\u{1F}"
        let texts =
            [
                escapes, "x" + escapes + "y", String(repeating: escapes, count: 700),
                String(repeating: "plain text ", count: 600) + escapes, escapes + String(repeating: "é✓", count: 3000),
                String(repeating: "a\"", count: 2500),
            ]
            // One character to escape at every offset of a 24-byte run (the scan reads 8 bytes at a time).
            + (0..<24).flatMap { offset in
                ["\"", "\\", "\n", "\u{1F}"].map { String(repeating: "p", count: offset) + $0 + String(repeating: "q", count: 23 - offset) }
            }
            // Two to escape in one 8-byte word, at every pair of offsets, among their neighbours
            // (space, '!', '#', '[', ']', DEL, non-ASCII) that the word test must not take for them.
            + Self.pairsToEscape
        var json = JSONWriter(capacity: capacity)
        json.object { json in
            json.field("texts", texts)
            json.field("count", texts.count)
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any]
        #expect(decoded?["texts"] as? [String] == texts)
        #expect(decoded?["count"] as? Int == texts.count)
    }

    /// Small strings (at most 15 ASCII bytes, written from the String's own bytes): every
    /// length, plain and with each escape at each place, read back as written.
    @Test func smallStringsReadBack() throws {
        var texts: [String] = []
        for length in 0...15 {
            texts.append(String(repeating: "n", count: length))
            for place in 0..<length {
                for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}"] {
                    texts.append(String(repeating: "a", count: place) + special + String(repeating: "z", count: length - place - 1))
                }
            }
        }
        var json = JSONWriter(capacity: 16)
        json.object { json in json.field("texts", texts) }
        let decoded = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any]
        #expect(decoded?["texts"] as? [String] == texts)
    }

    private static let pairsToEscape: [String] = {
        let filler: [Character] = [" ", "!", "#", "[", "]", "\u{7F}", "é"]
        var texts: [String] = []
        for first in 0..<16 {
            for second in (first + 1)..<16 {
                var text = ""
                for offset in 0..<16 {
                    let special: Character = second % 2 == 0 ? "\"" : "\\"
                    text.append(offset == first ? "\n" : offset == second ? special : filler[offset % filler.count])
                }
                texts.append(text)
            }
        }
        return texts
    }()
}
