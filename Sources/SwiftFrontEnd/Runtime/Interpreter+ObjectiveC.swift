import ContainmentEngine
import Foundation

/// What Objective-C has and Swift does not, for the Objective-C front end (`ObjCParser`): C's
/// truth and conversions (`objc.truth`, `objc.(int)`), printf formats (`NSLog`,
/// `stringWithFormat:`), and Core Graphics' C functions. Only Objective-C input names them: a
/// Swift name cannot contain the dot.
extension Interpreter {
    /// C's unary operators and conversions, placed by the Objective-C lowering.
    func objectiveCPrefix(_ op: String, _ value: Value, _ loc: Loc) throws -> Value {
        switch op {
        case "objc.truth": return .bool(try cTruth(value, loc))
        case "objc.not": return .bool(try !cTruth(value, loc))
        case "objc.(int)":
            switch value {
            case .int, .null: return value.isNil ? .int(0) : value
            case .double(let double):
                guard double.isFinite, abs(double) < 9.2e18 else { throw error("the value \(double) does not fit an integer", loc) }
                return .int(Int(double))
            case .bool(let bool): return .int(bool ? 1 : 0)
            case .string(let text): return .int(Int(text.trimmingCharacters(in: .whitespaces)) ?? 0)
            default: return value
            }
        case "objc.(double)":
            switch value {
            case .int(let int): return .double(Double(int))
            case .bool(let bool): return .double(bool ? 1 : 0)
            case .null: return .double(0)
            case .string(let text): return .double(Double(text.trimmingCharacters(in: .whitespaces)) ?? 0)
            default: return value
            }
        case "objc.(BOOL)":
            switch value {
            case .bool: return value
            default: return .bool(try cTruth(value, loc))
            }
        default: throw error("unknown operator '\(op)'", loc)
        }
    }

    /// C's truth: zero, nil and NO are false; anything else (an object, a non-empty value) true.
    func cTruth(_ value: Value, _ loc: Loc) throws -> Bool {
        switch value {
        case .bool(let bool): return bool
        case .null: return false
        case .int(let int): return int != 0
        case .double(let double): return double != 0
        case .void: throw error("a statement that gives no value cannot be tested", loc)
        default:
            try refuseUnknown(value, loc)
            return true
        }
    }

    /// `objc.format`, `objc.NSLog`, and the Core Graphics functions.
    func objectiveCFunction(_ name: String, _ arguments: [Value], _ loc: Loc) throws -> Value {
        func rect(_ index: Int) throws -> (x: Double, y: Double, width: Double, height: Double) {
            guard index < arguments.count, case .record("CGRect", _) = arguments[index] else {
                throw error("\(name.dropFirst(5)) takes a CGRect", loc)
            }
            let value = arguments[index]
            return (
                Self.double(value.field("x")) ?? 0, Self.double(value.field("y")) ?? 0, Self.double(value.field("width")) ?? 0,
                Self.double(value.field("height")) ?? 0
            )
        }
        func number(_ index: Int) -> Double { index < arguments.count ? Self.double(arguments[index]) ?? 0 : 0 }
        func makeRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
            .record("CGRect", [("x", .double(x)), ("y", .double(y)), ("width", .double(width)), ("height", .double(height))])
        }
        switch name {
        case "objc.alloc":
            throw error("an object made with 'alloc' must be initialised in the same expression ([[Name alloc] init...])", loc)
        case "objc.format": return .string(try printfFormat(arguments, loc))
        case "objc.NSLog":
            try writeOutput(try printfFormat(arguments, loc), terminator: "\n")
            return .void
        case "objc.printf":
            try writeOutput(try printfFormat(arguments, loc), terminator: "")
            return .void
        case "objc.puts":
            guard case .string(let text)? = arguments.first else { throw error("puts takes a string", loc) }
            try writeOutput(text, terminator: "\n")
            return .void
        case "objc.NSStringFromClass":
            if case .type(let typeName)? = arguments.first { return .string(typeName) }
            return .string(arguments.first.map(describe) ?? "")
        case "objc.NSStringFromCGRect":
            let r = try rect(0)
            return .string("{{\(Self.gFormat(r.x)), \(Self.gFormat(r.y))}, {\(Self.gFormat(r.width)), \(Self.gFormat(r.height))}}")
        case "objc.CGRectGetWidth": return .double(abs(try rect(0).width))
        case "objc.CGRectGetHeight": return .double(abs(try rect(0).height))
        case "objc.CGRectGetMinX": return .double(try rect(0).x)
        case "objc.CGRectGetMinY": return .double(try rect(0).y)
        case "objc.CGRectGetMaxX":
            let r = try rect(0)
            return .double(r.x + r.width)
        case "objc.CGRectGetMaxY":
            let r = try rect(0)
            return .double(r.y + r.height)
        case "objc.CGRectGetMidX":
            let r = try rect(0)
            return .double(r.x + r.width / 2)
        case "objc.CGRectGetMidY":
            let r = try rect(0)
            return .double(r.y + r.height / 2)
        case "objc.CGRectOffset":
            let r = try rect(0)
            return makeRect(r.x + number(1), r.y + number(2), r.width, r.height)
        case "objc.CGRectInset":
            let r = try rect(0)
            return makeRect(r.x + number(1), r.y + number(2), r.width - 2 * number(1), r.height - 2 * number(2))
        case "objc.CGRectEqualToRect":
            let (a, b) = (try rect(0), try rect(1))
            return .bool(a == b)
        case "objc.CGRectIsEmpty":
            let r = try rect(0)
            return .bool(r.width == 0 || r.height == 0)
        default:
            throw error("implicit declaration of function '\(name.dropFirst(5))' is invalid in C99", loc)
        }
    }

    /// `%g` as Foundation prints a CGRect's numbers (`{{0, 0}, {390, 844}}`).
    static func gFormat(_ value: Double) -> String { String(format: "%g", value) }

    /// printf's conversions as NSLog and `stringWithFormat:` apply them: `%@` (an object's
    /// description, `(null)` for nil), `%d %i %ld %lu %u %x %X %o %c`, `%f %e %g` with flags,
    /// width and precision, `%s`, `%%`. A conversion it does not know is refused, never guessed.
    func printfFormat(_ arguments: [Value], _ loc: Loc) throws -> String {
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
            var conversion: Character?
            while let part = characters.next() {
                if "diouxXfFeEgGcs@%p".contains(part) {
                    conversion = part
                    break
                }
                if part == "*" {
                    spec += String(Self.integer(try argument()) ?? 0)
                } else if !"hlqjztL".contains(part) {
                    spec.append(part)
                }
            }
            guard let conversion else { throw error("incomplete format specifier", loc) }
            switch conversion {
            case "%": output += "%"
            case "@", "s":
                let value = try argument()
                let text = value.isNil ? "(null)" : describe(value)
                // Width and `-` only: a precision on `%@` is rare, and refused rather than guessed.
                guard !spec.contains(".") else { throw error("a precision on '%\(conversion)' is not supported by the playground", loc) }
                let width = Int(spec.filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                output += spec.contains("-") ? text + padding : padding + text
            case "d", "i", "c":
                let value = try argument()
                output += String(format: spec + (conversion == "c" ? "c" : "ld"), Self.integer(value) ?? 0)
            case "u", "x", "X", "o":
                let value = Self.integer(try argument()) ?? 0
                output += String(format: spec + "l" + String(conversion), UInt(bitPattern: value))
            case "f", "F", "e", "E", "g", "G":
                output += String(format: spec + String(conversion), Self.double(try argument()) ?? 0)
            default:
                throw error("the format conversion '%\(conversion)' is not supported by the playground", loc)
            }
        }
        return output
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
