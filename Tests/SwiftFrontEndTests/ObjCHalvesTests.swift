import ContainmentEngine
import Foundation
import Support
import Testing

@testable import SwiftFrontEnd

/// A long Objective-C file's second pass is cut in two and the later part lowered on another
/// thread by a copy of the parser (`ObjCParser+Halves`): the parts joined must give exactly what
/// one pass gives, wherever the cut falls, errors included.
@Suite struct ObjCHalvesTests {
    static let spare = SpareThread(name: "objc-halves-test", stackBytes: 64 << 20)
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()

    /// Every Objective-C file and C program of the tests, and the fuzzer's corpus, cut at up to
    /// five of its places.
    @Test func partsLowerToWhatOnePassGives() throws {
        let files =
            try Self.files(under: Self.tests, extensions: ["m", "c", "h"])
            + Self.files(under: Self.repository.appendingPathComponent("fuzz/corpus"), extensions: nil)
        #expect(files.count > 200)
        var cutFiles = 0, cuts = 0
        for file in files {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let whole = Result { () throws(ScriptError) in try ObjCParser.lower(source, maxNesting: 256, inHalves: false) }
            guard let tokens = try? ObjCLexer.tokens(of: source) else { continue }
            let probe = ObjCParser(tokens: tokens, maxNesting: 256)
            _ = try? probe.file()
            let places = probe.cuts.indices.filter { probe.cuts[$0].position > 0 }
            guard !places.isEmpty else { continue }
            cutFiles += 1
            let step = max(1, places.count / 5)
            for place in stride(from: places.startIndex, to: places.endIndex, by: step).map({ places[$0] }) {
                cuts += 1
                let parser = ObjCParser(tokens: tokens, maxNesting: 256)
                parser.chosenCut = place
                let parts = Result { () throws(ScriptError) in try parser.file(alongside: Self.spare) }
                let name = "\(file.lastPathComponent) cut \(place) of \(probe.cuts.count)"
                switch (whole, parts) {
                case (.success(let one), .success(let two)):
                    let (a, b) = (TopLevelSplitTests.normalized(one.statements), TopLevelSplitTests.normalized(two.statements))
                    let same = a.commonPrefix(with: b).count
                    #expect(a == b, "\(name): one pass \(a.dropFirst(same).prefix(300)), parts \(b.dropFirst(same).prefix(300))")
                    #expect(one.tracksLifetimes == two.tracksLifetimes, "\(name)")
                case (.failure(let one), .failure(let two)): #expect(one == two, "\(name)")
                default: Issue.record("\(name): one pass \(whole), parts \(parts)")
                }
            }
        }
        #expect(cutFiles > 40, "only \(cutFiles) files had a place to cut")
        #expect(cuts > 100)
    }

    /// The copy the other thread lowers with starts in the parser's state, every stored property
    /// of it: one added to the parser and not to `copy()` fails here.
    @Test func copyKeepsEveryStoredProperty() throws {
        let source = try String(contentsOf: Self.tests.appendingPathComponent("CorpusInObjectiveC/bench/tab-container.m"), encoding: .utf8)
        let parser = ObjCParser(tokens: try ObjCLexer.tokens(of: source), maxNesting: 256)
        _ = try parser.file()
        parser.chosenCut = 3
        let copy = parser.copy()
        let original = Mirror(reflecting: parser).children, copied = Mirror(reflecting: copy).children
        #expect(original.count == copied.count)
        #expect(original.count > 40)
        for (mine, theirs) in zip(original, copied) {
            #expect(mine.label == theirs.label)
            #expect(String(describing: mine.value) == String(describing: theirs.value), "\(mine.label ?? "?") is not copied")
        }
    }

    /// A file of the size the service cuts is cut with a fifth of its tokens or more on each side.
    @Test func aLongFileIsCutWithAFifthOnEachSide() throws {
        let source = try String(contentsOf: Self.tests.appendingPathComponent("CorpusInObjectiveC/bench/tab-container.m"), encoding: .utf8)
        #expect(source.utf8.count >= ObjCParser.minimumBytesForHalves)
        let parser = ObjCParser(tokens: try ObjCLexer.tokens(of: source), maxNesting: 256)
        _ = try parser.file()
        let cut = try #require(parser.secondPassCut())
        #expect(cut.position * 5 >= parser.tokens.count && (parser.tokens.count - cut.position) * 5 >= parser.tokens.count)
    }

    static func files(under folder: URL, extensions: Set<String>?) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { url in
            guard !url.hasDirectoryPath, url.lastPathComponent != "README.md", url.pathExtension != "json" else { return false }
            return extensions.map { $0.contains(url.pathExtension) } ?? true
        }.sorted { $0.path < $1.path }
    }
}
