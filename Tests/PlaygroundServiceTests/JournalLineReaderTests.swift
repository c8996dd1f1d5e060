import ContainmentEngine
import Foundation
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

    /// Written lines with bytes changed, inserted or removed at random (a fixed seed).
    @Test func damagedLinesAreReadTheSameOrDeclined() {
        var generator = SplitMix(seed: 0x5eed)
        var read = 0
        for round in 0..<3_000 {
            let input = Self.inputs[round % Self.inputs.count]
            var json = JSONWriter()
            input.write(to: &json)
            var bytes = json.bytes
            for _ in 0..<(1 + Int(generator.next() % 3)) where !bytes.isEmpty {
                let at = Int(generator.next() % UInt64(bytes.count))
                let byte = UInt8(truncatingIfNeeded: generator.next())
                switch generator.next() % 3 {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: bytes.remove(at: at)
                }
            }
            if let fast = JournalLineReader.input(bytes[...]) {
                read += 1
                #expect(fast == Self.decoded(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(read > 0)
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
