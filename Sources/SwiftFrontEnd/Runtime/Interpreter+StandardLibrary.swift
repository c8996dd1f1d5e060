import ContainmentEngine

/// The standard library's members of its value types (numbers, strings, arrays, dictionaries),
/// each as Swift computes it, and its number constants; what is not here is refused.
extension Interpreter {
    static let standardNumberTypes: Set<String> = ["Int", "Double", "CGFloat", "TimeInterval"]

    /// The standard library's constants of its number types, exact; any other is refused (it
    /// was an inert value that read as true and printed its own name: issue 37).
    func standardStatic(_ name: String, of typeName: String, _ loc: Loc) throws -> Value {
        switch (typeName, name) {
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case (_, "pi") where typeName != "Int": return .double(.pi)
        case (_, "infinity") where typeName != "Int": return .double(.infinity)
        case (_, "nan") where typeName != "Int": return .double(.nan)
        case (_, "greatestFiniteMagnitude") where typeName != "Int": return .double(.greatestFiniteMagnitude)
        case (_, "leastNonzeroMagnitude") where typeName != "Int": return .double(.leastNonzeroMagnitude)
        case (_, "leastNormalMagnitude") where typeName != "Int": return .double(.leastNormalMagnitude)
        case (_, "ulpOfOne") where typeName != "Int": return .double(.ulpOfOne)
        case (_, "zero") where typeName != "Int": return .double(0)
        default: throw error("'\(typeName).\(name)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
    }

    /// The standard library's methods on arrays, strings, dictionaries, optionals and numbers.
    func valueCall(_ name: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        var labels = labels
        // A trailing closure has no label: `contains { }` is `contains(where:)`, not `contains(_:)`.
        if let label = Self.trailingClosureLabels[name], labels.last == .some(nil), let last = arguments.last, last.isCallable {
            labels[labels.count - 1] = label
        }
        let arguments = arguments.map(plain)
        if name == "makeIterator", arguments.isEmpty, let iterator = standardIterator(of: receiver) { return iterator }
        switch receiver {
        case .set(let items): return try setCall(name, items, labels, arguments, loc)
        case .slice(let items, let start): return try sliceCall(name, items, start: start, labels, arguments, loc)
        case .record(let type, _) where Self.partialRangeTypes.contains(type):
            guard name == "contains" || name == "~=", labels.count == 1, let value = arguments.first,
                let contained = try partialRange(receiver, contains: value, loc)
            else { return nil }
            return .bool(contained)
        case .array(let items):
            if let moved = Self.integerIndexCall(name, labels, arguments) { return moved }
            if let bounded = try rangeCall(name, items, labels, arguments, loc) { return bounded }
            switch name {
            case "contains":
                if labels.first == "where" { return .bool(try items.contains { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }) }
                return .bool(items.contains { equal($0, arguments.first ?? .null) })
            // `path.starts(with: prefix)`, `a.elementsEqual(b)`: element by element, with `==`
            // (or the closure given: `by:`).
            case "starts" where labels.first == "with", "elementsEqual" where labels.first == .some(nil):
                guard let other = arguments.first, other.isZippable else { return nil }
                let others = try elements(of: other, loc)
                let same = { (a: Value, b: Value) throws -> Bool in
                    labels.count == 2 ? try self.truth(self.callValue(arguments[1], [a, b], [nil, nil], loc)) : self.equal(a, b)
                }
                if name == "starts" { return .bool(try items.starts(with: others, by: same)) }
                return .bool(try items.elementsEqual(others, by: same))
            case "first" where labels.first == "where":
                return try items.first { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) } ?? .null
            case "last" where labels.first == "where":
                return try items.last { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) } ?? .null
            case "firstIndex":
                if labels.first == "where" {
                    return try items.firstIndex { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }.map { .int($0) } ?? .null
                }
                return items.firstIndex { equal($0, arguments.first ?? .null) }.map { .int($0) } ?? .null
            case "map": return try made(.array(try items.map { try callValue(try first(arguments, loc), [$0], [nil], loc) }))
            case "compactMap":
                return try made(.array(try items.map { try callValue(try first(arguments, loc), [$0], [nil], loc) }.filter { !$0.isNil }))
            case "flatMap":
                var flattened: [Value] = []
                for item in items {
                    var mapped = try callValue(try first(arguments, loc), [item], [nil], loc)
                    // Any sequence the closure returns is flattened: a slice, a set, a string's characters.
                    switch mapped {
                    case .slice(let inner, _), .set(let inner): mapped = .array(inner)
                    case .string(let text): mapped = .array(text.map { .string(String($0)) })
                    default: break
                    }
                    if case .array(let inner) = mapped {
                        try growElements(by: inner.count, to: flattened.count + inner.count)
                        flattened += inner
                    } else if !mapped.isNil {
                        try growElements(by: 1, to: flattened.count + 1)
                        flattened.append(mapped)
                    }
                }
                return .array(flattened)
            case "filter": return try made(.array(try items.filter { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }))
            case "forEach":
                for item in items { _ = try callValue(try first(arguments, loc), [item], [nil], loc) }
                return .void
            case "reversed": return try made(.array(items.reversed()))
            case "enumerated":
                try allocateElements(3 * items.count)  // a (offset, element) tuple each
                return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
            // Negative counts trap in Swift: the same words here, not a crash.
            case "dropFirst" where labels.count <= 1 && labels.first != "while", "dropLast" where labels.count <= 1,
                "prefix" where labels == [nil], "suffix" where labels == [nil]:
                let count = Self.int(arguments.first) ?? (name.hasPrefix("drop") ? 1 : 0)
                guard count >= 0 else {
                    switch name {
                    case "prefix": throw trap("Fatal error: Can't take a prefix of negative length from a collection", loc)
                    case "suffix": throw trap("Fatal error: Can't take a suffix of negative length from a collection", loc)
                    default: throw trap("Fatal error: Can't drop a negative number of elements from a collection", loc)
                    }
                }
                // ArraySlices, with the indices the elements had (`dropFirst()[0]` traps).
                switch name {
                case "dropFirst": return try made(.slice(Array(items.dropFirst(count)), start: min(count, items.count)))
                case "dropLast": return try made(.slice(Array(items.dropLast(count)), start: 0))
                case "prefix": return try made(.slice(Array(items.prefix(count)), start: 0))
                default: return try made(.slice(Array(items.suffix(count)), start: max(0, items.count - count)))
                }
            case "joined":
                // An array of arrays joins into one array (with the separator's elements between).
                if !items.isEmpty, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                    let separator: [Value] = if case .array(let s)? = arguments.first { s } else { [] }
                    var joined: [Value] = []
                    for (index, item) in items.enumerated() {
                        guard case .array(let inner) = item else { continue }
                        let added = (index > 0 ? separator.count : 0) + inner.count
                        try growElements(by: added, to: joined.count + added)
                        if index > 0 { joined += separator }
                        joined += inner
                    }
                    return .array(joined)
                }
                let separator: String = if case .string(let s)? = arguments.first { s } else { "" }
                // Sized before it is made: one long string repeated is small, joined it is not.
                try checkDescribable(.array(items))
                let size = items.count.multipliedReportingOverflow(by: separator.utf8.count)
                try playground.allocate(bytes: 0, valueBytes: size.overflow ? .max : size.partialValue)
                return try made(.string(items.map(describe).joined(separator: separator)))
            case "index", "firstIndexOf":
                return items.firstIndex { equal($0, arguments.first ?? .null) }.map { .int($0) } ?? .null
            case "sorted":
                try allocateElements(items.count)
                return .array(
                    try items.sorted { a, b in
                        if let order = arguments.first { return try truth(callValue(order, [a, b], [nil, nil], loc)) }
                        return try compare("<", a, b, loc)
                    })
            default: return try sequenceCall(name, items, labels, arguments, loc)
            }
        case .dictionary(let pairs):
            // A dictionary is a sequence of its (key:, value:) pairs.
            if Self.pairOrderCalls.contains(name) || Self.pairSequenceMethods.contains(name) && !Self.orderFreeMethods.contains(name) {
                noteDictionaryOrder(pairs.count)
            }
            if Self.pairSequenceMethods.contains(name) {
                try allocateElements(3 * pairs.count)  // a (key, value) tuple each
                return try valueCall(name, on: .array(pairs.map { Self.pairTuple($0) }), arguments, labels, loc)
            }
            switch name {
            case "index", "keys": return try made(.array(pairs.map(\.key)))
            case "filter":
                return try made(
                    .dictionary(
                        try pairs.filter {
                            try truth(callValue(try first(arguments, loc), [Self.pairTuple($0)], [nil], loc))
                        }))
            case "compactMapValues":
                var kept: [(key: Value, value: Value)] = []
                for pair in pairs {
                    let mapped = try callValue(try first(arguments, loc), [pair.value], [nil], loc)
                    if !mapped.isNil { kept.append((pair.key, mapped)) }
                }
                return try made(.dictionary(kept))
            case "merging" where labels == [nil, "uniquingKeysWith"] || labels == [nil, nil]:
                // The receiver's pairs in order, then the other's new keys in its order; a key in
                // both takes what the closure makes of the two values.
                guard case .dictionary(let other) = arguments[0] else { return nil }
                var merged = pairs
                for pair in other {
                    if let index = merged.firstIndex(where: { equal($0.key, pair.key) }) {
                        merged[index].value = try callValue(arguments[1], [merged[index].value, pair.value], [nil, nil], loc)
                    } else {
                        merged.append(pair)
                    }
                }
                return try made(.dictionary(merged))
            case "mapValues":
                return try made(.dictionary(try pairs.map { (key: $0.key, value: try callValue(try first(arguments, loc), [$0.value], [nil], loc)) }))
            case "map":
                return try made(
                    .array(
                        try pairs.map {
                            try callValue(try first(arguments, loc), [Self.pairTuple($0)], [nil], loc)
                        }))
            case "contains" where labels.first == "where":
                return .bool(
                    try pairs.contains {
                        try truth(callValue(try first(arguments, loc), [Self.pairTuple($0)], [nil], loc))
                    })
            case "forEach":
                for pair in pairs {
                    _ = try callValue(try first(arguments, loc), [Self.pairTuple(pair)], [nil], loc)
                }
                return .void
            default: return nil
            }
        case .string(let text):
            if let result = try stringIndexCall(name, on: text, arguments, labels, loc) { return result }
            // A string's characters against any sequence's elements (a string is one of Characters).
            if name == "elementsEqual", labels == [nil] {
                return try sequenceCall(name, text.map { .string(String($0)) }, labels, arguments, loc)
            }
            switch name {
            case "uppercased": return try made(.string(text.uppercased()))
            case "lowercased": return try made(.string(text.lowercased()))
            case "hasPrefix": if case .string(let p)? = arguments.first { return .bool(text.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = arguments.first { return .bool(text.hasSuffix(p)) }
            case "contains":
                // The standard library's compares whole characters (and finds ""); Foundation's
                // (a file importing Foundation or UIKit) searches scalars: `"e\u{301}".contains("\u{301}")`.
                if case .string(let p)? = arguments.first {
                    guard runtime.heap.statics[Self.foundationImportedKey] != nil else { return .bool(p.isEmpty || text.firstRange(of: p) != nil) }
                    return .bool(!p.isEmpty && text.contains(p))
                }
                // `contains(where:)`, or a trailing closure: a Sequence's, on the characters.
                return try stringSequenceCall("contains", text, labels.map { _ in "where" }, arguments, loc)
            default:
                if let found = try stringRangeCall(name, text, labels, arguments, loc) { return found }
                if let found = try foundationStringCall(name, text, labels, arguments, loc) { return found }
                return try stringSequenceCall(name, text, labels, arguments, loc)
            }
            return nil
        case .int(let int):
            switch (name, labels, arguments.first) {
            case ("isMultiple", ["of"], .int(let divisor)?): return .bool(divisor == 0 ? int == 0 : int % divisor == 0)
            case ("signum", [], _): return .int(int.signum())
            case ("quotientAndRemainder", ["dividingBy"], .int(let divisor)?):
                guard divisor != 0 else { throw trap("Fatal error: Division by zero", loc) }
                guard !(int == .min && divisor == -1) else { throw trap("Fatal error: Division results in an overflow", loc) }
                return .tuple([.int(int / divisor), .int(int % divisor)], labels: ["quotient", "remainder"])
            case ("advanced", ["by"], .int(let step)?): return try arithmetic("+", receiver, .int(step), loc)
            case ("distance", ["to"], .int(let other)?): return try arithmetic("-", .int(other), receiver, loc)
            default: return nil
            }
        case .double(let double):
            switch (name, labels, arguments.first) {
            case ("rounded", [], _): return .double(double.rounded())
            case ("rounded", [nil], .enumCase(_, let rule, _)?):
                guard let rule = Self.roundingRules[rule] else { return nil }
                return .double(double.rounded(rule))
            case ("squareRoot", [], _): return .double(double.squareRoot())
            case ("truncatingRemainder", ["dividingBy"], let divisor?):
                return Self.double(divisor).map { .double(double.truncatingRemainder(dividingBy: $0)) }
            case ("remainder", ["dividingBy"], let divisor?): return Self.double(divisor).map { .double(double.remainder(dividingBy: $0)) }
            default: return nil
            }
        case .closure: return nil
        case .anchor(let view, let attribute, let guide): return try anchorCall(view, attribute, guide, name, arguments, labels, loc)
        case .record(let type, _) where type == Self.lazyType: return try lazyCall(name, on: receiver, arguments, labels, loc)
        case .record: return Self.geometryCall(name, on: receiver, arguments)
        default: return nil
        }
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven,
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    static func int(_ value: Value?) -> Int? {
        if case .int(let int)? = value { return int }
        if case .double(let double)? = value { return Int(exactly: double.rounded(.towardZero)) }  // nil for NaN, infinities, |x| ≥ 2^63
        return nil
    }

    static func double(_ value: Value?) -> Double? {
        switch value {
        case .int(let int)?: Double(int)
        case .double(let double)?: double
        default: nil
        }
    }

    /// `String(...)`'s initialisers, each as Swift computes it; any other is refused (it used to
    /// describe its first argument whatever the labels said: issue 37).
    func standardString(_ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        switch (labels, arguments.first) {
        case ([], _): return .string("")
        case (["repeating", "count"], .string(let text)?):
            guard let count = Self.int(arguments[1]), count >= 0 else { throw trap("Fatal error: Negative count not allowed", loc) }
            let size = count.multipliedReportingOverflow(by: text.utf8.count)
            try allocateString(size.overflow ? .max : size.partialValue)
            return .string(Self.repeated(text, count: count))
        case ([nil], .array(let items)?):
            // A sequence of characters (`String(name.reversed())`).
            try checkDescribable(.array(items))
            return try made(.string(items.map(describe).joined()))
        case ([nil], let value?), (["describing"], let value?):
            try checkDescribable(value)
            return try made(.string(try refuseUndescribable(loc) { describe(value) }))
        case (["reflecting"], let value?):
            try checkDescribable(value)
            return try made(.string(try refuseUndescribable(loc) { debugDescribe(value) }))
        case (let labels, .string?) where labels.first == "format" && labels.dropFirst().allSatisfy({ $0 == nil }):
            // Foundation's `String(format:_:)`: printf's conversions, as `stringWithFormat:` applies them.
            guard runtime.heap.statics[Self.foundationImportedKey] != nil else {
                throw error("'String(format:_:)' is Foundation's: the file must import Foundation (or UIKit)", loc)
            }
            return try made(.string(try printfFormat(arguments, loc, swift: true)))
        case ([nil, "radix"], .int(let value)?), ([nil, "radix", "uppercase"], .int(let value)?):
            guard let radix = Self.int(arguments[1]), (2...36).contains(radix) else { throw trap("Fatal error: Radix must be between 2 and 36", loc) }
            let uppercase = try labels.count == 3 && truth(arguments[2])
            return .string(String(value, radix: radix, uppercase: uppercase))
        default:
            let signature = "String(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            throw error("'\(signature)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
    }

    /// `String(repeating:count:)`, byte for byte, made as bytes: the standard library appends the
    /// string `count` times (33 ms for a million of "y"; a bomb's 32 of them took a second), and
    /// a loop over the bytes is as slow in a debug build. Here the piece is copied once, then the
    /// filled part onto the rest, doubling: log2(count) copies.
    static func repeated(_ text: String, count: Int) -> String {
        let piece = Array(text.utf8)
        let total = piece.count * count
        guard total > 4096 else { return String(repeating: text, count: count) }
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            piece.withUnsafeBufferPointer { UnsafeMutableRawPointer(base).copyMemory(from: $0.baseAddress!, byteCount: piece.count) }
            var filled = piece.count
            while filled < total {
                let chunk = min(filled, total - filled)
                UnsafeMutableRawPointer(base + filled).copyMemory(from: base, byteCount: chunk)
                filled += chunk
            }
            return total
        }
    }

    /// `Array(...)`, `Set(...)` and `Dictionary(...)`: exact, or refused (they ignored what
    /// they were given).
    func standardCollection(_ typeName: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        func sequence(_ value: Value) throws -> [Value] {
            if case .string(let text) = value { return text.map { .string(String($0)) } }
            return try elements(of: value, loc)
        }
        switch (typeName, labels) {
        case ("Array", []): return .array([])
        case ("Set", []): return .set([])
        case ("Set", [nil]):
            if case .set = arguments[0] { return arguments[0] }
            return try made(.set(uniqued(try sequence(arguments[0]))))
        case ("Dictionary", []): return .dictionary([])
        case ("Array", [nil]): return try arrayOfSequence(arguments[0], loc) ?? made(.array(try sequence(arguments[0])))
        case ("Array", ["repeating", "count"]):
            guard let count = Self.int(arguments[1]), count >= 0 else { throw trap("Fatal error: Can't construct Array with count < 0", loc) }
            try allocateElements(count)
            return .array(Array(repeating: arguments[0], count: count))
        case ("Dictionary", ["uniqueKeysWithValues"]):
            var pairs: [(key: Value, value: Value)] = []
            for item in try sequence(arguments[0]) {
                guard case .tuple(let parts, _) = item, parts.count == 2 else { throw error("uniqueKeysWithValues needs (key, value) pairs", loc) }
                if pairs.contains(where: { equal($0.key, parts[0]) }) {
                    throw trap("Fatal error: Duplicate values for key: '\(describe(parts[0]))'", loc)
                }
                pairs.append((parts[0], parts[1]))
            }
            return try made(.dictionary(pairs))
        case ("Dictionary", [nil, "uniquingKeysWith"]), ("Dictionary", [nil, nil]):
            // Pairs in order; a key seen again takes what the closure makes of the two values.
            var pairs: [(key: Value, value: Value)] = []
            for item in try sequence(arguments[0]) {
                guard case .tuple(let parts, _) = item, parts.count == 2 else {
                    throw error("Dictionary(_:uniquingKeysWith:) needs (key, value) pairs", loc)
                }
                if let index = pairs.firstIndex(where: { equal($0.key, parts[0]) }) {
                    pairs[index].value = try callValue(arguments[1], [pairs[index].value, parts[1]], [nil, nil], loc)
                } else {
                    pairs.append((parts[0], parts[1]))
                }
            }
            return try made(.dictionary(pairs))
        case ("Dictionary", ["grouping", "by"]), ("Dictionary", ["grouping", nil]):
            var pairs: [(key: Value, value: Value)] = []
            for item in try sequence(arguments[0]) {
                let key = try callValue(arguments[1], [item], [nil], loc)
                if let index = pairs.firstIndex(where: { equal($0.key, key) }), case .array(let group) = pairs[index].value {
                    pairs[index].value = .array(group + [item])
                } else {
                    pairs.append((key, .array([item])))
                }
            }
            return try made(.dictionary(pairs))
        default:
            let signature = typeName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            throw error("'\(signature)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
    }
}
