import ContainmentEngine

/// Objective-C files as a front end (issue 43): parsed by hand (`ObjCLexer`, `ObjCParser`),
/// lowered into the same `FileIR` the Swift front end makes, and run by the same runtime, so
/// classes declared in either language meet in one session and UIKit is the one catalogue.
public struct ObjectiveCFrontEnd: FrontEnd {
    private let cache: LoweredFiles

    public init(cacheCapacity: Int = 64) { cache = LoweredFiles(capacity: cacheCapacity) }

    package func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        try cache.program(for: source, limits: limits) { (source, maxNesting) throws(ScriptError) in
            try ObjCParser.lower(source, maxNesting: maxNesting)
        }
    }

    /// Whether a text is Objective-C: a line that starts with `#import`, `#include`, `#define`,
    /// `@import`, `@interface`, `@implementation` or `@protocol` (none of which Swift or the flat
    /// language has; a C file is Objective-C's subset).
    public static func looksLikeObjectiveC(_ source: String) -> Bool {
        // Over the contiguous bytes: stepping the UTF-8 view's indices cost 0.5 % of a Swift paste.
        var text = source
        return text.withUTF8 { bytes in
            var lineStart = true
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x0A {
                    lineStart = true
                } else if lineStart, byte != 0x20, byte != 0x09 {
                    lineStart = false
                    if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") {
                        let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 16)]), as: UTF8.self)
                        if rest.hasPrefix("#import") || rest.hasPrefix("#include") || rest.hasPrefix("#define ") || rest.hasPrefix("@import ")
                            || rest.hasPrefix("@interface") || rest.hasPrefix("@implementation") || rest.hasPrefix("@protocol")
                        {
                            return true
                        }
                    }
                }
            }
            return false
        }
    }
}
