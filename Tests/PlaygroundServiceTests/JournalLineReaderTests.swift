import ContainmentEngine
import Foundation
import PlaygroundAPI
import Testing

@testable import PlaygroundService

/// `JournalLineReader` reads every line the journal writes as `JSONDecoder` does, and for any
/// other line either does the same or declines (nil), leaving the line to `JSONDecoder`.
@Suite struct JournalLineReaderTests {
    static let sources = [
        "let root = UIViewController()\nwindow.rootViewController = root", "", "print(\"a \\\"quoted\\\" \\\\ path/x\")",
        "tab\there\r\nand a form feed \u{0C} and backspace \u{08} and NUL \u{00} and \u{1F}", "é 🙂 中文 \u{7F} \u{2028}",
        String(repeating: "N0.addChild(X)\n", count: 200),
    ]

    static var inputs: [SessionInput] {
        sources.flatMap { source in [SessionInput.script(source: source, settle: true), .swift(source: source, settle: false)] }
            + [.simulate(ios: IOSVersion("17")!), .simulate(ios: IOSVersion("12")!)]
    }

    static func decoded(_ line: [UInt8]) -> SessionInput? { try? JSONDecoder().decode(SessionInput.self, from: Data(line)) }

    @Test func everyWrittenLineReadsAsTheDecoderReadsIt() throws {
        for input in Self.inputs {
            var json = JSONWriter()
            input.write(to: &json)
            let written = json.bytes
            #expect(JournalLineReader.input(written[...]) == input, "\(String(decoding: written, as: UTF8.self))")
            // Foundation's encoder escapes differently (`\/`, `\u` forms): the same input too.
            let encoded = Array(try JSONEncoder().encode(input))
            #expect(JournalLineReader.input(encoded[...]) == Self.decoded(encoded))
        }
    }

    @Test(arguments: [
        #"{"source":"a","settle":true}"#, #" { "settle" : false , "source" : "b" } "#, #"{"language":"swift","source":"c","settle":true}"#,
        #"{"language":"objc","source":"d","settle":false}"#,
        #"{"ios":"17"}"#, #"{"ios":"11"}"#, #"{"source":"a"}"#, #"{"settle":true}"#, #"{"source":"a","settle":true,"extra":1}"#,
        #"{"source":"a","source":"b","settle":true}"#, #"{"source":"a","settle":tru}"#, #"{"source":"a","settle":true}x"#,
        #"{"source":"a","settle":true},{"source":"b","settle":true}"#, #"{"source":"\ud83d\ude42","settle":true}"#,
        #"{"source":"\ud83d","settle":true}"#, #"{"source":"\udc00x","settle":true}"#, #"{"source":"\q","settle":true}"#,
        #"{"language":"kotlin","source":"a","settle":true}"#, #"{"source":"a\u00e9\u0000","settle":false}"#, "{}", "", "[]", "null",
        #"{"source":"a","settle":true"#, "{\"source\":\"a\nb\",\"settle\":true}",
    ])
    func anyOtherLineIsReadTheSameOrDeclined(_ line: String) {
        let bytes = Array(line.utf8)
        if let read = JournalLineReader.input(bytes[...]) { #expect(read == Self.decoded(bytes), "\(line)") }
    }

    /// Written lines damaged at about 60 places each: a byte replaced by, or inserted as, one of
    /// JSON's delimiters, a control byte or a stray UTF-8 byte, or removed.
    @Test func damagedLinesAreReadTheSameOrDeclined() {
        let damage: [UInt8] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x00, 0x0A, 0x75, 0x64, 0xFF, 0xC3]
        var read = 0, tried = 0
        for input in Self.inputs {
            var json = JSONWriter()
            input.write(to: &json)
            let line = json.bytes
            for at in stride(from: 0, to: line.count, by: max(1, line.count / 60)) {
                var variants: [[UInt8]] = [line]
                variants[0].remove(at: at)
                for byte in damage {
                    var replaced = line, inserted = line
                    replaced[at] = byte
                    inserted.insert(byte, at: at)
                    variants += [replaced, inserted]
                }
                for bytes in variants {
                    tried += 1
                    guard let fast = JournalLineReader.input(bytes[...]) else { continue }
                    read += 1
                    #expect(fast == Self.decoded(bytes), "\(String(decoding: bytes, as: UTF8.self))")
                }
            }
        }
        #expect(tried > 10_000 && read > 0, "\(tried) lines, \(read) read")
    }
}
