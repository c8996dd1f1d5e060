import ContainmentEngine
import UIKitCatalogue

/// What a Swift file declares and whether it runs anything: for a paste of controller classes
/// with no driver, which the service answers with the classes and a suggested driver instead of
/// an empty log (issue 40).
package struct SwiftFileOutline: Sendable, Equatable {
    /// The file's UIViewController subclasses, the suggested root first: one that no other code
    /// of the file makes (a container, not one of its children), else the first declared.
    package var controllerClasses: [String]
    /// Whether the file has top-level statements (anything but declarations).
    package var runsStatements: Bool

    /// `let hostViewController = HostViewController()` and `window.rootViewController =
    /// hostViewController`: the driver the playground suggests for a class (the log names the
    /// controller as the binding does).
    package static func driver(root: String) -> String {
        let name = Interpreter.lowerCamelCase(root)
        return "let \(name) = \(root)()\nwindow.rootViewController = \(name)"
    }
}

extension SwiftFileOutline {
    /// The class a fragment of method-body statements is wrapped in.
    package static let fragmentClass = "ContainerViewController"

    /// Statements written as a view controller's method body (`addChild(child)`,
    /// `view.addSubview(child.view)`, `child.didMove(toParent: self)`, as answers print them) in
    /// the smallest file that runs them: a UIViewController subclass whose `viewDidLoad` holds
    /// them, made the window's root. Its imports stay at the top.
    package static func wrapping(fragment: String) -> String {
        var imports: [Substring] = []
        var body: [Substring] = []
        for line in fragment.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import ") { imports.append(line) } else { body.append(line) }
        }
        while body.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { body.removeFirst() }
        while body.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { body.removeLast() }
        var lines = imports.isEmpty ? ["import UIKit"] : imports.map(String.init)
        lines += ["", "class \(fragmentClass): UIViewController {", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
        lines += body.map { $0.isEmpty ? "" : "        " + $0 }
        lines += ["    }", "}", "", driver(root: fragmentClass), ""]
        return lines.joined(separator: "\n")
    }
}

extension SwiftFrontEnd {
    /// The outline of `source`, or nil when it does not lower (its error is the run's answer).
    package func outline(of source: String, limits: PlaygroundLimits) -> SwiftFileOutline? {
        guard let program = try? program(for: source, limits: limits) as? SwiftProgram else { return nil }
        return Self.outline(program.file, source: source)
    }

    static func outline(_ file: FileIR, source: String) -> SwiftFileOutline {
        var superclass: [String: String] = [:]
        var order: [String] = []
        var runs = false
        for statement in file.statements {
            guard case .declaration(.type(let type)) = statement else {
                if case .declaration = statement { continue }
                runs = true
                continue
            }
            guard type.kind == .classType else { continue }
            order.append(type.name)
            if let first = type.inherited.first { superclass[type.name] = first }
        }
        func isController(_ name: String) -> Bool {
            var current = name
            var seen: Set<String> = []
            while let next = superclass[current], seen.insert(current).inserted { current = next }
            return UIKitCatalogue.chain(from: current).contains("UIViewController")
        }
        let controllers = order.filter(isController)
        // Made elsewhere in the file (`let detail = DetailViewController()`): a child, not the root.
        let made = Set(controllers.filter { Self.occurrences(of: $0 + "(", in: source) > 0 })
        let roots = controllers.filter { !made.contains($0) }
        let suggested = roots.first ?? controllers.first
        let ordered = suggested.map { [$0] + controllers.filter { $0 != suggested } } ?? []
        return SwiftFileOutline(controllerClasses: ordered, runsStatements: runs)
    }

    /// How often `needle` stands in `text` as a whole name (`DetailViewController(` but not
    /// `MyDetailViewController(`): a byte scan, on the rare path of a file that ran nothing.
    private static func occurrences(of needle: String, in text: String) -> Int {
        let haystack = Array(text.utf8), pattern = Array(needle.utf8)
        guard pattern.count <= haystack.count else { return 0 }
        var count = 0
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            guard haystack[start..<start + pattern.count].elementsEqual(pattern) else { continue }
            let before = start > 0 ? haystack[start - 1] : 0x20
            let isNamePart = (0x30...0x39).contains(before) || (0x41...0x5A).contains(before) || (0x61...0x7A).contains(before) || before == 0x5F
            if !isNamePart { count += 1 }
        }
        return count
    }
}
