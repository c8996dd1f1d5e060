import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Swift the playground does not run is refused before anything runs: 400 at the construct's
/// line and column, pointing at the support page. Syntax errors are swiftc's.
@Suite struct RefusalTests {
    @Test(arguments: [
        ("actor Counter {}", 1, 1, "an actor"),
        ("func load() async {}", 1, 13, "async"),
        ("let c = #fileLiteral(resourceName: \"a.txt\")", 1, 9, "the macro #fileLiteral"),
        ("infix operator +++", 1, 1, "an operator declaration"),
        ("let k = \\String.first?.isLetter", 1, 22, "a key path with optional or subscript components"),
        ("#if DEBUG\nlet a = 1\n#endif", 1, 1, "#if"),
        ("let s: String? = \"4\"\nlet n = s.map { Int($0) }", 2, 9, "an optional of an optional"),
        ("let xs: [Int?] = [1, nil]\nlet kept: [Int?] = xs.compactMap { $0 }", 2, 20, "an optional of an optional"),
        (
            "struct V { var x = 0\n static func += (a: inout V, b: V) { a.x += b.x } }\nvar v = V()\nv += V()", 4, 1,
            "a compound assignment operator of the file's (+=)"
        ),
        ("struct S { static subscript(i: Int) -> Int { i } }", 1, 12, "a static subscript"),
        ("let r = /a+/", 1, 9, "a regex literal"),
        ("switch 1 {\ncase 1: fallthrough\ndefault: break\n}", 2, 9, "fallthrough"),
        // Issue 37: what the playground would compute otherwise than swiftc's build.
        ("let x: Float = 0.1", 1, 5, "'Float'"),
        ("let b = UInt8(200)", 1, 9, "'UInt8'"),
        ("struct Box<T> { func same() -> Bool { T.self == T.self } }", 1, 39, "a generic type's parameter used as a value ('T')"),
        ("struct Box<T> { func isA(_ x: Any) -> Bool { x is T } }", 1, 51, "a cast to a generic type's parameter"),
        ("func all<T>(_ x: Any) -> Bool { x is [T] }", 1, 38, "a cast to a generic type's parameter, or to a type made of a generic parameter"),
        ("let c: Character = \"a\"\nlet a: Any = c", 2, 14, "a Character held as Any"),
        ("let word = \"ab\"\nlet all: [Any] = [1, word.first!]", 2, 22, "a Character held as Any"),
        ("let a: Any = 1\nprint(a is Character)", 2, 7, "a Character held as Any, or a cast to Character"),
        ("import Foundation\nprint(String(format: \"%f\", 3))", 2, 7, "String(format:) gives '%f' a value of type 'Int'"),
        ("import Foundation\nprint(String(format: \"%s\", \"x\"))", 2, 7, "String(format:) gives '%s' a value of type 'String'"),
        ("print(Int.bitWidth)", 1, 7, "'Int.bitWidth'"),
        ("var a = 1\nprint(&a)", 2, 1, "'&' (inout)"),
        ("print(Dictionary(minimumCapacity: 4) as [String: Int])", 1, 7, "'Dictionary(minimumCapacity:)'"),
        // Session 26: Swift prints the lazy wrapper these give, not their elements.
        ("print([1, 2].reversed())", 1, 7, "printing what reversed(...) gives"),
        ("let pairs = [\"a\"].enumerated()\nprint(\"\\(pairs)\")", 2, 10, "printing what enumerated(...) gives"),
        // Session 28: NSObject's description is an address (`<main.P: 0x6000...>`).
        ("class P: NSObject {}\nprint(P())", 2, 1, "printing an instance of 'P'"),
        // A property wrapper's accessors would run instead of the storage: refused, never ignored.
        ("@propertyWrapper struct Capped {\n    var wrappedValue: Int\n}", 1, 1, "a property wrapper type (@propertyWrapper)"),
        ("struct Volume {\n    @Clamped var level = 0\n}", 2, 5, "the property wrapper @Clamped"),
        // Swift calls the extension's default through the protocol, the subclass's method on the subclass.
        (
            "protocol Greeter { func greet() -> String }\nextension Greeter { func greet() -> String { \"ext\" } }\nclass Base: Greeter {}\nclass Sub: Base { func greet() -> String { \"sub\" } }",
            4, 19, "'greet' in 'Sub' does not replace the default 'greet' of the extension of 'Greeter'"
        ),
        // Session 31: a substring shares its base's indices in Swift; here it is a string of its own.
        (
            "let email = \"a@b\"\nlet domain = email[email.index(after: email.firstIndex(of: \"@\")!)...]\nprint(email[domain.startIndex])",
            3, 7, "a String index used on another string than the one it was made from"
        ),
        ("let s = \"ab\"\nlet i = s.startIndex\nprint(i)", 3, 1, "printing a String.Index"),
        // Session 34: a lazy sequence runs the standard library's own lazy collections; what it
        // cannot hand them (or prints as a wrapper type) is refused.
        ("let l = [1, 2].lazy.map { $0 + 1 }\nprint(l)", 2, 1, "printing a lazy sequence"),
        ("let l = [1, 2].lazy\nlet s = Set(l)", 2, 9, "a lazy sequence given where the playground reads a collection"),
        ("print([1, 2].lazy.prefix(1))", 1, 7, "'prefix' of a lazy sequence"),
        ("print([1, 2].lazy.map())", 1, 7, "'map' of a lazy sequence"),
        // Session 34: the callee would print an optional given for `Any` or a bare `T` without Optional(...).
        ("func show<T>(_ x: T) { print(x) }\nshow(Int(\"5\"))", 2, 6, "an optional given for a parameter of type Any or of a generic type"),
        ("func log(_ items: Any...) { print(items[0]) }\nlog(Int(\"3\") as Any)", 2, 5, "an optional given for a parameter of type Any"),
        ("let x: Int? = 3\nlet y: Int? = nil\nprint(x ?? y)", 3, 9, "printing 'a ?? b' with an optional on both sides"),
        // Session 34: Swift prints a stride as its type (`StrideTo<Int>(...)`); it printed the values.
        ("print(stride(from: 0, to: 3, by: 1))", 1, 7, "printing what stride(...) gives"),
        ("print([\"a\"].lazy.joined())", 1, 7, "'joined' of a lazy sequence"),
        // Session 34: a sequence of the file's runs through the standard library's algorithms;
        // where the playground would read it as a collection of its own, it is refused.
        (
            "struct C: Sequence, IteratorProtocol {\n    var n = 2\n    mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }\n}\nlet s = Set(C())",
            5, 9, "a sequence of the file's given where the playground reads a collection"
        ),
        ("let it = [1].makeIterator()\nprint(it)", 2, 1, "printing an iterator"),
        // Session 34: ranges of a string's indices count characters; Foundation can match inside one.
        (
            "import Foundation\nlet s = \"e\\u{301}t\"\nlet r = s.range(of: \"e\", options: .literal)", 3, 9,
            "a match that starts or ends inside a character"
        ),
        ("let s = \"abc\"\nlet r = s.firstRange(of: \"b\")!\nprint(r)", 3, 1, "printing a String.Index"),
        ("let s = \"abc\"\nprint(s.utf8.first!)", 2, 7, "a String's utf8 view"),
        // Swift keeps the optional inside the Any: the array would print Optional(30).
        ("let age: Int? = 30\nlet row: [Any] = [1, age as Any]\nprint(row)", 2, 22, "an optional stored as Any in a collection"),
        // Session 35: what swiftc binds by the whole expression, and what a standard function does not take here.
        (
            "struct N: Sequence { func makeIterator() -> AnyIterator<Int> { var n = 0; return AnyIterator { n += 1; return n } } }\nprint(N().lazy.map { $0 }.prefix(2))",
            2, 7, "'prefix' of a sequence's lazy wrapper"
        ),
        (
            "func apply<A, B>(_ f: (A) -> B, to x: A) -> B { f(x) }\nfunc half(_ x: Int) -> Int? { x / 2 }\nprint(apply(half, to: 4))", 3, 7,
            "a generic function's result bound through a function value"
        ),
        (
            "struct C: Sequence { func makeIterator() -> IndexingIterator<[Int]> { [1].makeIterator() } }\nlet z = zip([1], C()).map { $0 }", 2, 9,
            "'zip' given ([Int], C)"
        ),
        ("let r = (0...5).clamped(to: 10...20)", 1, 9, "clamped(to:) of ranges that do not overlap"),
        // Session 36's hunt: a dictionary of optionals written inline, and Optional's own extensions.
        ("let a: Int? = 2\nprint([\"j\": a].sorted { $0.key < $1.key })", 2, 13, "a dictionary whose values are optional"),
        ("extension Optional where Wrapped == String {\n    var orEmpty: String { self ?? \"\" }\n}", 1, 1, "an extension of Optional"),
        (
            "final class Box<T> { var value: T; init(_ v: T) { value = v }; func show() { print(value) } }\nlet b = Box<Int?>(5)", 2, 9,
            "a generic type given an optional type argument"
        ),
        // Session 37's hunts: what the playground would run otherwise than swiftc's build.
        (
            "extension DefaultStringInterpolation {\n    mutating func appendInterpolation(pct v: Double) { appendLiteral(\"x\") }\n}", 1, 1,
            "an extension of DefaultStringInterpolation"
        ),
        ("var s = 1 { didSet { print(s) } }\ns = 2", 1, 13, "'didSet' on a global or local variable"),
        ("let c: Character = \"A\"\nprint(c.asciiValue!)", 2, 7, "'Character.asciiValue'"),
        ("func f(_ r: ClosedRange<Double>) {}", 1, 1, "a range of 'Double'"),
        ("let p = 0.5\nprint((0...1).contains(p))", 2, 7, "a range of 'Double' made from integer literals"),
        ("struct M: ExpressibleByIntegerLiteral { init(integerLiteral v: Int) {} }", 1, 1, "a type of the file made from literals"),
        ("func log(line: Int = #line) {}", 1, 22, "'#line' as a default argument"),
        ("enum C { static var d = 0 { didSet { } } }", 1, 29, "'didSet' on a static property"),
        ("enum Shape { case circle(r: Int = 1) }", 1, 1, "a default value of an enum case's associated value ('r')"),
        ("struct Even {}\nfunc ~= (p: Even, v: Int) -> Bool { v % 2 == 0 }", 2, 1, "a '~=' of the file's own"),
        ("let xs: [Int?] = [3, nil]\nprint(xs.first.map { \"\\($0)\" } as Any)", 2, 7, "an optional of an optional"),
        ("let xs: [Int?] = [3, nil]\nlet y = xs.reversed().first", 2, 9, "an optional of an optional"),
        ("func f() {\n    enum Local { case one }\n    print([Local.one])\n}\nf()", 3, 5, "printing 'Local', a type declared inside a function"),
    ])
    func unsupportedConstructIsRefusedWhereItIs(_ source: String, _ line: Int, _ column: Int, _ construct: String) throws {
        let session = SwiftSession()
        guard case .script(let error)? = session.failure(source) else {
            Issue.record("\(source) was not refused")
            return
        }
        #expect(error.line == line && error.column == column, "\(source): \(error)")
        #expect(error.message.hasPrefix(construct), "\(error.message)")
        #expect(error.message.contains("docs/swift-support.md"))
        #expect(session.playground.revision == 0)
    }

    /// A member a collection or a tuple does not have is named with the value's type as swiftc
    /// writes it (`[String : Int]`), where it read `Dictionary<AnyHashable, Any>` or `Tuple`.
    @Test(arguments: [
        ("let d = [\"k\": 1]\nprint(d.frob)", "value of type '[String : Int]' has no member 'frob'"),
        ("let xs = [1.5, 2]\nprint(xs.frob)", "value of type '[Double]' has no member 'frob'"),
        ("let t = (1, name: \"a\")\nprint(t.frob)", "value of type '(Int, name: String)' has no member 'frob'"),
    ])
    func aMissingMemberNamesTheValuesType(_ source: String, _ message: String) {
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("not refused: \(source)")
            return
        }
        #expect(error.message == message)
    }

    @Test func syntaxErrorsAreSwiftcsWithTheFixIt() throws {
        guard case .script(let error)? = SwiftSession().failure("class A {\n    func switch() {}\n}") else {
            Issue.record("not refused")
            return
        }
        #expect(error.line == 2 && error.column == 10)
        #expect(error.message.hasPrefix("keyword 'switch' cannot be used as an identifier here"))
        #expect(error.message.contains("use backticks to escape it"))
    }

    @Test func unknownNamesAreSwiftcsWords() throws {
        guard case .script(let error)? = SwiftSession().failure("let a = 1\nprint(missing)") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message == "cannot find 'missing' in scope")
        #expect(error.line == 2 && error.column == 7)
    }

    /// A class stays declared for the session: declaring it again names the revision that did.
    @Test func redeclaringAClassNamesTheRevision() throws {
        let session = SwiftSession()
        try session.run("class A: UIViewController {}")
        try session.run("let a = A()")
        let before = session.snapshot
        guard case .script(let error)? = session.failure("class A: UIViewController {}") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message.contains("'A' is already declared in this session (by revision 1)"))
        #expect(session.snapshot == before)
    }

    /// Control characters are refused as swiftc refuses them (swift-syntax's diagnostics for
    /// some of them trap: found by fuzz/run-swift.sh).
    @Test func controlCharactersAreRefusedWhereTheyAre() throws {
        guard case .script(let error)? = SwiftSession().failure("let a = 1\nlet b \u{01}\u{06}= 2") else {
            Issue.record("not refused")
            return
        }
        #expect(error.line == 2 && error.column == 7)
        #expect(error.message == "invalid character in source file")
    }

    /// Deeply nested square brackets are refused at once (swift-syntax's look-ahead takes time
    /// exponential in their depth: found by fuzz/run-swift.sh); comments do not count.
    @Test func deepSquareBracketsAreRefusedQuickly() throws {
        let source = "// [[[[[[[[[[[[[[[[[[[[\nfunc f() { g(true, " + String(repeating: "([", count: 40) + "x) }"
        // The refusal is the pre-scan's (its words), so the parser never saw the brackets.
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("not refused")
            return
        }
        #expect(error.line == 2 && error.column == 45)
        #expect(error.message.hasPrefix("square brackets nested more than 12 deep"))
        #expect(try SwiftSession().lines("let grid: [[Int]] = [[1, 2], [3]]\nprint(grid[1][0], grid.count)") == ["console: 3 2"])
    }

    /// A string that is not closed ends at its line, as the parser reads it: brackets on the
    /// next lines count (an unterminated quote hid 56 of them from the check and the parser's
    /// look-ahead ran past libFuzzer's 10 s: fuzz/run-swift.sh, session 20). Brackets inside a
    /// closed string or a multi-line string do not count.
    @Test func anUnterminatedStringEndsAtItsLine() throws {
        let source = "let s = \"open\nlet t = " + String(repeating: "[", count: 40) + "1"
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("not refused")
            return
        }
        #expect(error.line == 2 && error.message.hasPrefix("square brackets nested more than 12 deep"))
        let quoted =
            "let q = \"\(String(repeating: "[", count: 20))\"\nlet m = \"\"\"\n\(String(repeating: "[", count: 20))\n\"\"\"\nprint(q.count, m.count)"
        #expect(try SwiftSession().lines(quoted) == ["console: 20 20"])
    }
}

/// A lowered file is kept by its text with the nesting bound it was parsed under: a file a
/// replay lowered under lifted limits is parsed again for a request under stricter ones.
@Suite struct LoweredFilesTests {
    @Test func aKeptFileAnswersOnlyUnderTheNestingItWasParsedUnder() {
        let frontEnd = SwiftFrontEnd()
        let source = "import UIKit\nlet x = " + String(repeating: "(", count: 12) + "1" + String(repeating: ")", count: 12)
        var lifted = PlaygroundLimits(), strict = PlaygroundLimits()
        lifted.maxNestingDepth = 256
        strict.maxNestingDepth = 8
        func outcome(_ limits: PlaygroundLimits) -> String {
            do throws(PlaygroundError) {
                _ = try frontEnd.program(for: source, limits: limits)
                return "lowered"
            } catch {
                if case .script(let error) = error { return error.message.contains("maxNestingDepth") ? "too deep" : "other: \(error)" }
                return "other"
            }
        }
        #expect(outcome(lifted) == "lowered")
        #expect(outcome(strict) == "too deep")
        #expect(outcome(lifted) == "lowered")
    }

    /// `String(format:)` is Foundation's: without the import, swiftc finds no such initialiser.
    @Test func stringFormatNeedsFoundation() {
        guard case .script(let error)? = SwiftSession().failure("print(String(format: \"%d\", 3))") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message.hasPrefix("'String(format:_:)' is Foundation's"), "\(error)")
    }

    /// `v += w` on a type that declares `+` but no `+=`: swiftc's error, in its words.
    @Test func aCompoundAssignmentNeedsItsOwnOperator() {
        let source = "struct V { var x = 0\n static func + (a: V, b: V) -> V { V(x: a.x + b.x) } }\nvar v = V()\nv += V()"
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("not refused")
            return
        }
        #expect(error.line == 4 && error.message == "binary operator '+=' cannot be applied to operands of type 'V' and 'V'", "\(error)")
    }

    /// A chain of operators is a tree as deep as it is long: past the nesting bound it is refused
    /// (in swiftc's words for an expression too big to check), in Swift and in Objective-C; a
    /// chain of 30,000 overflowed the lowering's stack, one of 2,000 the fuzzer's.
    @Test func operatorChainsAreBoundedLikeNesting() {
        let swift = "let x = " + Array(repeating: "1", count: 300).joined(separator: "+")
        guard case .script(let error)? = SwiftSession().failure(swift) else {
            Issue.record("not refused")
            return
        }
        #expect(error.message.hasPrefix("the compiler is unable to type-check this expression in reasonable time"), "\(error)")
        #expect(error.limit == .maxNestingDepth && error.column == 9)
        let objectiveC = "int a = 1;\nint x = " + Array(repeating: "a", count: 300).joined(separator: " + ") + ";"
        let refused = ObjectiveCTests.failure(objectiveC)
        #expect(refused?.line == 2 && refused?.message == "nesting too deep of 256 (maxNestingDepth)" && refused?.limit == .maxNestingDepth)
        #expect(SwiftSession().failure("let x = " + Array(repeating: "1", count: 100).joined(separator: "+")) == nil)
    }
}
