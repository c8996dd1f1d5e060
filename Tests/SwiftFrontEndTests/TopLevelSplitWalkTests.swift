import CorpusSupport
import Foundation
import Testing

@testable import SwiftFrontEnd

/// `TopLevelSplit` walks the code bytes in one loop of its own; the walk it replaced, through
/// `SwiftCodeBytes.forEach` (which the nesting bound still uses), is kept here as the reference:
/// on every Swift file of the tests, and on those files with quotes, slashes and stars added
/// and removed at random places (unterminated strings and comments, nested comments), the two
/// cut at the same place.
@Suite struct TopLevelSplitWalkTests {
    @Test func cutsWhereTheCodeBytesWalkCuts() throws {
        let files = try ["Containers", "CorpusInClassForm", "Differential"].flatMap {
            try TopLevelSplitTests.swiftFiles(under: TopLevelSplitTests.folder.appendingPathComponent($0))
        }
        var generator = SeededGenerator(seed: 33)
        var compared = 0, cut = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            var variants = [source]
            for _ in 0..<3 { variants.append(Self.mutated(source, with: &generator)) }
            for variant in variants {
                let found = TopLevelSplit.point(in: variant, minimumBytes: 0)
                #expect(found == Self.referencePoint(in: variant), "\(file.lastPathComponent)")
                compared += 1
                if found != nil { cut += 1 }
            }
        }
        #expect(compared > 2800 && cut > 1000, "\(compared) compared, \(cut) cut")
        for tricky in [
            "/* a /* nested */ comment\nclass A {}\n*/\nclass B {}\nlet x = 1\nclass C {}\n",
            "let s = \"\"\"\nclass A {}\n\"\"\"\nclass B {}\nclass C {}\nlet t = \"\\\"class\"\nclass D {}\n",
            "@MainActor\nclass A {}\n// class B {}\nclass C {}\n  class D {}\nstruct E {}\n\"unterminated\nclass F {}\nclass G {}\n",
            "func f() {\nclass A {}\n}\nclass B {}\n/* open\nclass C {}\nclass D {}\n",
        ] {
            #expect(TopLevelSplit.point(in: tricky, minimumBytes: 0) == Self.referencePoint(in: tricky), "\(tricky)")
        }
        // A nested comment ends at its own `*/`: the class inside it is no place to cut.
        let nested = "class A {}\nlet q = 0\n/* /* */\nclass B {}\n*/\nlet x = 1\nlet y = 2\nclass C {}\nlet z = 3\nlet w = 4\n"
        let classC = try #require(nested.range(of: "class C")).lowerBound.utf16Offset(in: nested)
        #expect(TopLevelSplit.point(in: nested, minimumBytes: 0) == classC)
    }

    /// The source with a few of `"`, `/`, `*`, `{`, `}`, a newline or `@` inserted or removed.
    static func mutated(_ source: String, with generator: inout SeededGenerator) -> String {
        var bytes = Array(source.utf8)
        let inserts: [UInt8] = Array("\"/*{}\n@".utf8)
        for _ in 0..<4 where !bytes.isEmpty {
            let at = Int(generator.next() % UInt64(bytes.count))
            if generator.next() % 2 == 0 {
                bytes.insert(inserts[Int(generator.next() % UInt64(inserts.count))], at: at)
            } else {
                bytes.remove(at: at)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The walk the split used before session 33: `SwiftCodeBytes.forEach`'s code bytes, a
    /// declaration at the first column of a line outside brackets, not after an attribute's line.
    static func referencePoint(in source: String) -> Int? {
        var text = source
        return text.withUTF8 { bytes in
            guard bytes.count > 0 else { return nil }
            let middle = bytes.count / 2
            var best: Int?
            var depth = 0
            var lineHasCode = false
            var previousLineIsAttribute = false
            let introducers: [StaticString] = [
                "class ", "final ", "struct ", "enum ", "protocol ", "extension ", "func ", "private ", "fileprivate ", "public ",
                "open ", "internal ", "@",
            ]
            SwiftCodeBytes.forEach(in: bytes) { byte, offset, _, column in
                switch byte {
                case 0x0A:
                    lineHasCode = false
                    return
                case UInt8(ascii: " "), 0x09, 0x0D: return
                default: break
                }
                if !lineHasCode {
                    lineHasCode = true
                    let declares = introducers.contains { SourceScan.word($0, in: bytes, at: offset) }
                    if column == 1, depth == 0, !previousLineIsAttribute, declares {
                        if best.map({ abs($0 - middle) > abs(offset - middle) }) ?? true { best = offset }
                    }
                    previousLineIsAttribute = byte == UInt8(ascii: "@")
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            guard let best, best >= bytes.count / 4, best <= bytes.count - bytes.count / 4 else { return nil }
            return best
        }
    }
}
