import ContainmentEngine
import Foundation
import UIKitCatalogue

/// What Objective-C has and Swift does not, for the Objective-C front end (`ObjCParser`): C's
/// truth and conversions (`objc.truth`, `objc.(int)`), printf formats (`NSLog`,
/// `stringWithFormat:`), and Core Graphics' C functions. Only Objective-C input names them: a
/// Swift name cannot contain the dot.
extension Interpreter {
    /// C's unary operators and conversions, placed by the Objective-C lowering.
    func objectiveCPrefix(_ op: String, _ value: Value, _ loc: Loc) throws -> Value {
        switch op {
        case "objc.truth": return .bool(try cTruth(value, loc))
        case "objc.nil0": return value.isNil ? .int(0) : value
        case "objc.(CGRect)", "objc.(CGSize)", "objc.(CGPoint)", "objc.(UIEdgeInsets)":
            guard value.isNil else { return value }
            let fields: [String] =
                switch op {
                case "objc.(CGRect)": ["x", "y", "width", "height"]
                case "objc.(CGSize)": ["width", "height"]
                case "objc.(CGPoint)": ["x", "y"]
                default: ["top", "left", "bottom", "right"]
                }
            return .record(String(op.dropFirst(6).dropLast()), fields.map { ($0, .double(0)) })
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
        case _ where op.hasPrefix("objc.(uint") && !["objc.(uint8)", "objc.(uint16)", "objc.(uint32)", "objc.(uint64)"].contains(op):
            // A bit-field's width (`unsigned int flag:1`): modulo 2^bits.
            guard let bits = Int(op.dropFirst(10).dropLast()), bits > 0, bits < 64,
                case .int(let int) = try objectiveCPrefix("objc.(int)", value, loc)
            else { return value }
            return .int(int & ((1 << bits) - 1))
        case "objc.(int8)", "objc.(uint8)", "objc.(int16)", "objc.(uint16)", "objc.(int32)", "objc.(uint32)", "objc.(uint64)":
            // C's conversion to a narrower or unsigned integer: modulo 2^bits, as clang's build does.
            guard case .int(let int) = try objectiveCPrefix("objc.(int)", value, loc) else { return value }
            switch op {
            case "objc.(int8)": return .int(Int(Int8(truncatingIfNeeded: int)))
            case "objc.(uint8)": return .int(Int(UInt8(truncatingIfNeeded: int)))
            case "objc.(int16)": return .int(Int(Int16(truncatingIfNeeded: int)))
            case "objc.(uint16)": return .int(Int(UInt16(truncatingIfNeeded: int)))
            case "objc.(int32)": return .int(Int(Int32(truncatingIfNeeded: int)))
            case "objc.(uint32)": return .int(Int(UInt32(truncatingIfNeeded: int)))
            default:
                // An unsigned long below zero would be 2^64 minus it, which the playground's
                // 64-bit signed integers cannot hold: refused rather than computed otherwise.
                guard int >= 0 else {
                    throw error("an unsigned long (NSUInteger) below zero (\(int)): C wraps it past 2^63, which the playground does not hold", loc)
                }
                return .int(int)
            }
        case "objc.(double)":
            switch value {
            case .int(let int): return .double(Double(int))
            case .bool(let bool): return .double(bool ? 1 : 0)
            case .null: return .double(0)
            case .string(let text): return .double(Double(text.trimmingCharacters(in: .whitespaces)) ?? 0)
            default: return value
            }
        case "objc.(float)":
            // C's float: the value rounded to single precision (held as a Double).
            switch value {
            case .int(let int): return .double(Double(Float(int)))
            case .double(let double): return .double(Double(Float(double)))
            case .bool(let bool): return .double(bool ? 1 : 0)
            default: return value
            }
        case "objc.(BOOL)":
            switch value {
            case .bool: return value
            default: return .bool(try cTruth(value, loc))
            }
        case "objc.&": throw error("an address ('&') inside an expression (pointer arithmetic) is not supported by the playground", loc)
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
        case "objc.send": return try objectiveCSend(arguments, loc)
        case "objc.unmodelled":
            guard case .string(let type)? = arguments.first else { throw error("objc.unmodelled needs a type", loc) }
            return .inert(type)
        case "objc.struct":
            // An inline structure's zero: its fields, each 0.
            guard case .string(let type)? = arguments.first else { throw error("objc.struct needs a name", loc) }
            return .record(
                type: type,
                fields: arguments.dropFirst().compactMap { if case .string(let field) = $0 { (name: field, value: .int(0)) } else { nil } })
        case "objc.box", "objc.items", "objc.copy", "objc.mutableCopy":
            return try foundationCollectionFunction(name, arguments, loc) ?? .null
        case "objc.makeObjectsPerform": return try makeObjectsPerform(arguments, loc)
        case "objc.conformsToProtocol": return try conformsToProtocol(arguments, loc)
        case "objc.isSubclassOfClass": return try isSubclassOfClass(arguments, loc)
        case "objc.arrayByAdding":
            guard arguments.count == 3, case .array(let items) = unboxed(arguments[0]), case .bool(let one) = arguments[2] else {
                throw error("arrayByAddingObject: takes an array and an object", loc)
            }
            if one {
                guard !arguments[1].isNil else {
                    throw error("'arrayByAddingObject:' with nil: Foundation raises, in words the playground does not state", loc)
                }
                return .array(items + [arguments[1]])
            }
            return .array(items + (try elements(of: unboxed(arguments[1]), loc)))
        case "objc.structLiteral":
            // A structure of the file's, built by a brace list: its name, then each field's name and value.
            guard case .string(let type)? = arguments.first else { throw error("objc.structLiteral needs a name", loc) }
            var fields: [(name: String, value: Value)] = []
            var index = 1
            while index + 1 < arguments.count {
                if case .string(let field) = arguments[index] { fields.append((field, arguments[index + 1])) }
                index += 2
            }
            return .record(type: type, fields: fields)
        case "objc.pointer": return try pointer(arguments, loc)
        case "objc.description":
            // `[x description]`: the text `%@` prints (a collection's is refused there).
            guard let value = arguments.first else { throw error("description takes a receiver", loc) }
            return value.isNil ? .null : .string(try objectiveCDescription(value, loc))
        case "objc.property", "objc.setProperty":
            guard arguments.count >= 2, case .string(let objcName) = arguments[1] else { throw error("\(name) needs a receiver and a name", loc) }
            if arguments[0].isNil { return name == "objc.property" ? .null : .void }
            var property = ObjCNames.propertyName(objcName)
            if case .object(let id) = arguments[0], let className = runtime.heap.objects[id]?.className,
                chain(of: className).contains(where: { runtime.heap.types[$0]?.decl.properties.contains { $0.name == objcName } ?? false })
            {
                property = objcName  // the class's own property of that name
            }
            if name == "objc.property" { return try member(property, of: arguments[0], loc) }
            try setMember(property, of: arguments[0], to: arguments[2], loc)
            return .void
        case "objc.respondsToSelector":
            // Whether the object's class (the file's, or UIKit as the catalogue knows it) has the method.
            guard arguments.count == 2, case .string(let selector) = arguments[1] else {
                throw error("respondsToSelector: takes @selector(...)", loc)
            }
            return .bool(try responds(arguments[0], to: selector))
        case "objc.enumerate":
            // `enumerateObjectsUsingBlock:`: the block with each element, its index, and a pointer
            // to a stop flag (`*stop = YES` ends the walk after that element).
            guard arguments.count == 2 else { throw error("enumerateObjectsUsingBlock: takes a block", loc) }
            if arguments[0].isNil { return .void }
            let stop = try pointer(to: .bool(false))
            for (index, element) in try elements(of: unboxed(arguments[0]), loc).enumerated() {
                _ = try callValue(arguments[1], [element, .int(index), stop], [nil, nil, nil], loc)
                if case .object(let id) = stop, let flag = runtime.heap.objects[id]?.properties[Self.pointee], try cTruth(flag, loc) { break }
            }
            return .void
        case "objc.format": return .string(try printfFormat(arguments, loc))
        case "objc.NSLog":
            try writeOutput(try printfFormat(arguments, loc), terminator: "\n")
            return .void
        case "objc.printf":
            // printf gives the number of bytes it wrote.
            let text = try printfFormat(arguments, loc)
            try writeOutput(text, terminator: "")
            return .int(text.utf8.count)
        case "objc.putchar":
            guard let code = arguments.first.flatMap(Self.integer) else { throw error("putchar takes a character", loc) }
            try writeOutput(String(decoding: [UInt8(truncatingIfNeeded: code)], as: UTF8.self), terminator: "")
            return .int(code & 0xFF)
        case "objc.exp2": return .double(Foundation.exp2(number(0)))
        case "objc.trunc": return .double(Foundation.trunc(number(0)))
        case "objc.puts":
            guard case .string(let text)? = arguments.first else { throw error("puts takes a string", loc) }
            try writeOutput(text, terminator: "\n")
            return .void
        case "objc.objc_setAssociatedObject":
            // The object keeps the value under the key (a selector's name or a static's address).
            guard arguments.count >= 3, case .object(let id) = arguments[0], case .string(let key) = arguments[1] else {
                throw error("objc_setAssociatedObject takes an object, a key and a value", loc)
            }
            runtime.heap.objects[id]?.properties["objc.associated." + key] = arguments[2]
            return .void
        case "objc.objc_getAssociatedObject":
            guard arguments.count == 2, case .string(let key) = arguments[1] else {
                throw error("objc_getAssociatedObject takes an object and a key", loc)
            }
            guard case .object(let id) = arguments[0] else { return .null }
            return runtime.heap.objects[id]?.properties["objc.associated." + key] ?? .null
        case "objc.NSStringFromSelector", "objc.NSSelectorFromString":
            // A selector is its name here (`@selector(x:)` lowers to "x:").
            return arguments.first ?? .null
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
        case "objc.CGRectContainsPoint", "objc.CGRectIntersectsRect", "objc.CGRectIntersection", "objc.CGRectUnion", "objc.CGRectIsNull",
            "objc.CGRectContainsRect", "objc.CGRectIntegral", "objc.CGSizeEqualToSize", "objc.CGPointEqualToPoint",
            "objc.UIEdgeInsetsEqualToEdgeInsets":
            return try coreGraphicsGeometry(String(name.dropFirst(5)), arguments, loc)
        case "objc.isKindOfClass":
            // `[x isKindOfClass:c]` (`isMemberOfClass:` when the third argument is true): NO for nil.
            guard arguments.count == 3, case .type(let className) = arguments[1] else {
                throw error("isKindOfClass: takes a class ([Name class])", loc)
            }
            guard !arguments[0].isNil else { return .bool(false) }
            let dynamicClass = objectClassName(arguments[0])
            if case .bool(true) = arguments[2] { return .bool(dynamicClass == className) }
            return .bool(chain(of: dynamicClass).contains(className))
        case "objc.arrayLiteral":
            // `@[first, second]` with a nil element: Foundation's exception, not an array with a hole.
            if let index = arguments.firstIndex(where: \.isNil) {
                throw UIKitException(
                    name: "NSInvalidArgumentException",
                    reason: "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[\(index)]")
            }
            return .array(arguments)
        case "objc.CGRectDivide":
            return try rectDivided(try rect(0), number(1), number(2), loc)
        case "objc.CGRectIsEmpty":
            let r = try rect(0)
            return .bool(r.width == 0 || r.height == 0)
        default:
            throw error("implicit declaration of function '\(name.dropFirst(5))' is invalid in C99", loc)
        }
    }

    static func gFormat(_ value: Double) -> String { String(format: "%g", value) }

}

extension Interpreter {
    /// An Objective-C element read (`list[i]`, `[list objectAtIndex:i]`): past the end Foundation
    /// raises NSRangeException, which ends the app uncaught (Swift's array traps instead). The
    /// reason names the public class: Foundation names its private subclass (`__NSArrayI`,
    /// `__NSArrayM`), which depends on how the array was made and is not tracked here.
    func objectiveCElement(_ container: Value, _ key: Value, selector: String, _ loc: Loc) throws -> Value {
        // A mutable array is always Foundation's `__NSArrayM`; an immutable one's class depends
        // on how it was made, so its public name is shown.
        var container = container, isMutable = false
        if case .object = container, runtime.heap.hasCollectionBoxes {
            container = unboxed(container)
            if case .object = container {} else { isMutable = true }
        }
        if case .array(let items) = container, let index = Self.integer(key), !items.indices.contains(index) {
            let shown = index < 0 ? String(UInt(bitPattern: index)) : String(index)  // an NSUInteger
            let bounds = items.isEmpty ? (isMutable ? "for empty array" : "for empty NSArray") : "[0 .. \(items.count - 1)]"
            throw UIKitException(
                name: "NSRangeException", reason: "*** -[\(isMutable ? "__NSArrayM" : "NSArray") \(selector)]: index \(shown) beyond bounds \(bounds)"
            )
        }
        return try subscriptValue(container, [key], loc)
    }
}
