import ContainmentEngine
import Foundation

/// printf's conversions as NSLog, `stringWithFormat:` and printf apply them (the Objective-C
/// front end's `objc.format`, `objc.NSLog`, `objc.printf`).
extension Interpreter {
    /// printf's conversions as NSLog and `stringWithFormat:` apply them: `%@` (an object's
    /// description, `(null)` for nil), `%d %i %ld %lu %u %x %X %o %c`, `%f %e %g` with flags,
    /// width and precision, `%s`, `%%`. A conversion it does not know is refused, never guessed.
    /// `swift`: Swift's `String(format:)`, whose arguments are Swift values passed as `CVarArg`:
    /// each conversion takes only the kind of value it reads (an `Int` for `%d`, a `Double` for
    /// `%f`, a String or an object for `%@`); another is refused, as its bits would be read as
    /// something else (`String(format: "%f", 3)` prints 0.000000 on a device).
    func printfFormat(_ arguments: [Value], _ loc: Loc, swift: Bool = false) throws -> String {
        guard case .string(let format)? = arguments.first else { throw error("a format string is required", loc) }
        var output = ""
        var next = 1
        var characters = format.makeIterator()
        func argument() throws -> Value {
            guard next < arguments.count else { throw error("more '%' conversions than data arguments", loc) }
            defer { next += 1 }
            return arguments[next]
        }
        while let character = characters.next() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            var spec = "%"
            var length = ""
            var conversion: Character?
            while let part = characters.next() {
                if "diouxXfFeEgGcs@%p".contains(part) {
                    conversion = part
                    break
                }
                if part == "*" {
                    spec += String(Self.integer(try argument()) ?? 0)
                } else if "hlqjztL".contains(part) {
                    length.append(part)
                } else if "-+ #0123456789.".contains(part) {
                    spec.append(part)
                } else {
                    // Any other letter is a conversion the playground does not know (`%S`, a wide
                    // string: handed to Foundation's formatter it read a pointer that is not
                    // there; found by fuzz/run-objc.sh).
                    throw error("the format conversion '%\(part)' is not supported by the playground", loc)
                }
            }
            // The argument's width as the length modifier says (none: an int, 32 bits).
            let bits = length.isEmpty ? 32 : length == "h" ? 16 : length == "hh" ? 8 : 64
            guard let conversion else { throw error("incomplete format specifier", loc) }
            // Foundation's formatter traps on a width or precision in the billions (found by
            // fuzz/run-objc.sh): bounded here, as output is.
            if spec.split(whereSeparator: { !$0.isNumber }).contains(where: { Int($0).map { $0 > 4096 } ?? true }) {
                throw error("a printf width or precision over 4096 is not supported by the playground", loc)
            }
            if swift, conversion != "%" { try checkSwiftFormatArgument(conversion, arguments, at: next, loc) }
            switch conversion {
            case "%": output += "%"
            case "@":
                // CoreFoundation's formatter takes neither a width nor a precision for an object:
                // `%-10@` is the description as it is (swiftc's build on this machine prints so).
                let value = try argument()
                output += value.isNil ? "(null)" : try objectiveCDescription(value, loc)
            case "s":
                let value = try argument()
                // Width, `-` and a precision (at most that many characters).
                var text = value.isNil ? "(null)" : try objectiveCDescription(value, loc)
                var widthSpec = spec
                if let dot = spec.firstIndex(of: ".") {
                    let precision = Int(spec[spec.index(after: dot)...].filter(\.isNumber)) ?? 0
                    text = String(text.prefix(precision))
                    widthSpec = String(spec[..<dot])
                }
                let width = Int(widthSpec.filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                output += widthSpec.contains("-") ? text + padding : padding + text
            case "d", "i", "c":
                let value = try integerArgument(try argument(), conversion, loc)
                let narrowed =
                    conversion == "c"
                    ? Int(UInt8(truncatingIfNeeded: value))
                    : bits == 32
                        ? Int(Int32(truncatingIfNeeded: value))
                        : bits == 16
                            ? Int(Int16(truncatingIfNeeded: value))
                            : bits == 8 ? Int(Int8(truncatingIfNeeded: value)) : value
                // A plain `%d` is the number's digits: Foundation's formatter cost 4 % of running a paste.
                output += spec == "%" && conversion != "c" ? String(narrowed) : String(format: spec + (conversion == "c" ? "c" : "ld"), narrowed)
            case "u", "x", "X", "o":
                let value = try integerArgument(try argument(), conversion, loc)
                let narrowed =
                    bits == 32
                    ? UInt(UInt32(truncatingIfNeeded: value))
                    : bits == 16
                        ? UInt(UInt16(truncatingIfNeeded: value))
                        : bits == 8 ? UInt(UInt8(truncatingIfNeeded: value)) : UInt(bitPattern: value)
                output += spec == "%" && conversion == "u" ? String(narrowed) : String(format: spec + "l" + String(conversion), narrowed)
            case "f", "F", "e", "E", "g", "G":
                output += String(format: spec + String(conversion), Self.double(try argument()) ?? 0)
            default:
                throw error("the format conversion '%\(conversion)' is not supported by the playground", loc)
            }
        }
        // A wide field is work in proportion to its width: counted as steps, so the step budget and
        // a request's deadline (checked every 4096 steps) see a loop printing ever wider fields (the
        // fuzzer's `for (;;) printf("%*@", w++, x)` ran 53 s of a debug build past a 2 s deadline).
        for _ in Swift.stride(from: 256, to: output.utf8.count, by: 256) { try playground.countStep() }
        return output
    }

    /// The Swift value `String(format:)` gives conversion `%conversion`, checked against what the
    /// conversion reads.
    private func checkSwiftFormatArgument(_ conversion: Character, _ arguments: [Value], at index: Int, _ loc: Loc) throws {
        guard index < arguments.count else { return }  // the count is checked where it is read
        let value = arguments[index]
        let fits: Bool
        switch (conversion, value) {
        case ("d", .int), ("i", .int), ("c", .int), ("u", .int), ("x", .int), ("X", .int), ("o", .int): fits = true
        case ("f", .double), ("F", .double), ("e", .double), ("E", .double), ("g", .double), ("G", .double): fits = true
        case ("@", .string), ("@", .object): fits = true
        default: fits = false
        }
        guard !fits else { return }
        throw error(
            "String(format:) gives '%\(conversion)' a value of type '\(typeName(of: value))', which it would read as another type; \(Lowering.supportPage)",
            loc)
    }

    /// An integer conversion's argument; what is not a number is refused (a UIKit enumeration's
    /// case printed as 0 whatever its value: `UIStatusBarStyleLightContent` is 1).
    private func integerArgument(_ value: Value, _ conversion: Character, _ loc: Loc) throws -> Int {
        if let int = Self.integer(value) { return int }
        try refuseUnknown(value, loc)
        if case .enumCase(_, let name, _) = value {
            throw error("printing UIKit's enumeration case '.\(name)' with %\(conversion): its number is not modelled by the playground", loc)
        }
        throw error("%\(conversion) takes a number, not \(typeName(of: value))", loc)
    }

    /// An integer argument of a format: C passes a BOOL as 0 or 1 and truncates a double.
    static func integer(_ value: Value) -> Int? {
        switch value {
        case .int(let int): int
        case .bool(let bool): bool ? 1 : 0
        case .double(let double) where double.isFinite && abs(double) < 9.2e18: Int(double)
        case .null: 0
        default: nil
        }
    }
}

extension Interpreter {
    /// `%@`: what the object's `-description` gives where Foundation's text is known (a string,
    /// an NSNumber, the class's own `description`, a view or controller as the playground names
    /// it); anything else is refused, never shown as Swift would show it.
    func objectiveCDescription(_ value: Value, _ loc: Loc) throws -> String {
        switch unboxed(value) {
        case .string(let text): return text
        case .int(let int): return String(int)
        case .bool(let bool): return bool ? "1" : "0"  // `@YES` is an NSNumber: 1
        case .double(let double):
            // NSNumber's text: a whole number without a fraction (`@(2.0)` is "2"), else the
            // shortest digits that read back, as Swift's.
            if double.rounded() == double, abs(double) < 1e15, double != 0 || double.sign == .plus { return String(Int(double)) }
            let text = "\(double)"
            if double.isFinite, double != 0, !text.contains("e") { return text }
            throw error("printing the number \(text) with %@ is not supported by the playground (NSNumber's text for it is not modelled)", loc)
        case .array, .dictionary, .set, .slice:
            throw error(
                "printing a collection with %@ is not supported by the playground yet (Foundation's multi-line description of NSArray, NSDictionary and NSSet)",
                loc)
        case .record(let type, _):
            throw error("%@ takes an object, and a \(type) is a C structure (NSStringFrom\(type) gives its text)", loc)
        default:
            return try refuseUndescribable(loc) { describe(value) }
        }
    }
}
