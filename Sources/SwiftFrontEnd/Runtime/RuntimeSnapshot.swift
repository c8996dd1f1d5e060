import ContainmentEngine

// The Swift front end's state in an engine snapshot (issue 19): the heap (objects, globals,
// statics) as data, and, instead of the declared types and functions (the lowered IR), the
// files that declared them: restoring lowers and declares those again, then loads the heap. A
// closure cannot be written down (it holds the scopes it captured, shared with others, and
// UIKit's `super` as a Swift function): a session holding one in a property, a global or the
// run loop has no snapshot, only its inputs (EncodingError, so `EngineSnapshot` is not written).

extension SwiftRuntime: SnapshotParticipant {
    func snapshotState() -> (any ParticipantState)? {
        heap.declaredWhileRunning ? nil : SwiftRuntimeState(heap: heap)
    }
}

struct SwiftRuntimeState: ParticipantState, Codable {
    static let snapshotKind = "swift-runtime"
    var heap: Heap

    init(heap: Heap) { self.heap = heap }

    func participant() -> any TransactionParticipant {
        let runtime = SwiftRuntime()
        runtime.heap = heap
        return runtime
    }

    private enum Keys: String, CodingKey {
        case declaringFiles, objects, objectForEngineName, nextID, globals, statics, reported, tracksLifetimes, globalOwnership, releasedByUIKit,
            reboundNames, drand48State
    }

    private struct NumberedObject: Codable {
        var id: Int
        var record: ObjectRecord
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(heap.declaringFiles, forKey: .declaringFiles)
        try container.encode(heap.objects.all.map { NumberedObject(id: $0.id, record: $0.record) }, forKey: .objects)
        try container.encode(heap.objectForEngineName, forKey: .objectForEngineName)
        try container.encode(heap.nextID, forKey: .nextID)
        try container.encode(heap.globals, forKey: .globals)
        try container.encode(heap.statics, forKey: .statics)
        try container.encode(heap.reported.sorted(), forKey: .reported)
        if !heap.reboundNames.isEmpty { try container.encode(heap.reboundNames.sorted(), forKey: .reboundNames) }
        if heap.drand48State != Heap.drand48Seed { try container.encode(heap.drand48State, forKey: .drand48State) }
        if heap.tracksLifetimes {
            try container.encode(true, forKey: .tracksLifetimes)
            try container.encode(heap.globalOwnership.mapValues { $0 == .weak ? "weak" : "unowned" }, forKey: .globalOwnership)
            try container.encode(heap.releasedByUIKit.sorted(), forKey: .releasedByUIKit)
        }
    }

    /// Declares the files again, in order, each as the revision that declared it, then loads
    /// the heap's values.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let runtime = SwiftRuntime()
        let interpreter = Interpreter(playground: Playground(), runtime: runtime)
        let files = try container.decode([DeclaringFile].self, forKey: .declaringFiles)
        for file in files {
            do {
                // It was accepted once: no bound on its nesting but swift-syntax's own.
                let lowered = try SwiftFrontEnd.lower(file.source, maxNesting: 256)
                try interpreter.declare(lowered.statements, revision: file.revision)
                runtime.heap.typeAliases.merge(lowered.typeAliases) { _, new in new }
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .declaringFiles, in: container, debugDescription: "revision \(file.revision) no longer declares: \(error)")
            }
        }
        var heap = runtime.heap
        heap.declaringFiles = files
        for object in try container.decode([NumberedObject].self, forKey: .objects) { heap.objects[object.id] = object.record }
        heap.objectForEngineName = try container.decode([String: Int].self, forKey: .objectForEngineName)
        heap.nextID = try container.decode(Int.self, forKey: .nextID)
        heap.globals = try container.decode([String: Value].self, forKey: .globals)
        heap.statics = try container.decode([String: Value].self, forKey: .statics)
        heap.reported = Set(try container.decode([String].self, forKey: .reported))
        heap.tracksLifetimes = try container.decodeIfPresent(Bool.self, forKey: .tracksLifetimes) ?? false
        heap.reboundNames = Set(try container.decodeIfPresent([String].self, forKey: .reboundNames) ?? [])
        heap.drand48State = try container.decodeIfPresent(UInt64.self, forKey: .drand48State) ?? Heap.drand48Seed
        heap.globalOwnership = (try container.decodeIfPresent([String: String].self, forKey: .globalOwnership) ?? [:]).mapValues {
            $0 == "weak" ? .weak : .unowned
        }
        heap.releasedByUIKit = Set(try container.decodeIfPresent([Int].self, forKey: .releasedByUIKit) ?? [])
        // Which objects run a deinit follows from their classes, declared again above.
        runtime.heap = heap
        if heap.tracksLifetimes {
            heap.objects.forEachID { id in
                if let record = heap.objects[id], !heap.releasedByUIKit.contains(id), interpreter.hasDeinitializer(record.className) {
                    heap.deinitObjects.insert(id)
                }
            }
        }
        self.heap = heap
    }
}

/// A value as data: a kind, and the fields of that kind. A closure cannot be written down.
extension Value: Codable {
    private enum Keys: String, CodingKey {
        case kind, int, double, bool, string, items, keys, labels, id, type, name, function, view, attribute, guide, constraint
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        func kind(_ name: String) throws { try container.encode(name, forKey: .kind) }
        switch self {
        case .void: try kind("void")
        case .null: try kind("null")
        case .int(let value):
            try kind("int")
            try container.encode(value, forKey: .int)
        case .double(let value):
            try kind("double")
            try container.encode(value, forKey: .double)
        case .bool(let value):
            try kind("bool")
            try container.encode(value, forKey: .bool)
        case .string(let value):
            try kind("string")
            try container.encode(value, forKey: .string)
        case .array(let items):
            try kind("array")
            try container.encode(items, forKey: .items)
        case .set(let items):
            try kind("set")
            try container.encode(items, forKey: .items)
        case .slice(let items, let start):
            try kind("slice")
            try container.encode(items, forKey: .items)
            try container.encode(start, forKey: .int)
        case .dictionary(let entries):
            try kind("dictionary")
            try container.encode(entries.map(\.key), forKey: .keys)
            try container.encode(entries.map(\.value), forKey: .items)
        case .tuple(let items, let labels):
            try kind("tuple")
            try container.encode(items, forKey: .items)
            try container.encode(labels, forKey: .labels)
        case .object(let id):
            try kind("object")
            try container.encode(id, forKey: .id)
        case .record(let type, let fields):
            try kind("record")
            try container.encode(type, forKey: .type)
            try container.encode(fields.map(\.name), forKey: .labels)
            try container.encode(fields.map(\.value), forKey: .items)
        case .enumCase(let type, let name, let payload):
            try kind("enumCase")
            try container.encode(type, forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encode(payload, forKey: .items)
        case .closure:
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "a closure cannot be written down"))
        case .function(let function):
            try kind("function")
            try container.encode(function, forKey: .function)
        case .type(let name):
            try kind("type")
            try container.encode(name, forKey: .name)
        case .anchor(let view, let attribute, let guide):
            try kind("anchor")
            try container.encode(view, forKey: .view)
            try container.encode(attribute, forKey: .attribute)
            try container.encodeIfPresent(guide, forKey: .guide)
        case .guide(let view, let guideKind):
            try kind("guide")
            try container.encode(view, forKey: .view)
            try container.encode(guideKind, forKey: .name)
        case .constraint(let constraint):
            try kind("constraint")
            try container.encode(constraint, forKey: .constraint)
        case .inert(let name):
            try kind("inert")
            try container.encode(name, forKey: .name)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func items() throws -> [Value] { try container.decode([Value].self, forKey: .items) }
        func string(_ key: Keys) throws -> String { try container.decode(String.self, forKey: key) }
        switch try string(.kind) {
        case "void": self = .void
        case "null": self = .null
        case "int": self = .int(try container.decode(Int.self, forKey: .int))
        case "double": self = .double(try container.decode(Double.self, forKey: .double))
        case "bool": self = .bool(try container.decode(Bool.self, forKey: .bool))
        case "string": self = .string(try string(.string))
        case "array": self = .array(try items())
        case "set": self = .set(try items())
        case "slice": self = .slice(try items(), start: try container.decode(Int.self, forKey: .int))
        case "dictionary":
            let keys = try container.decode([Value].self, forKey: .keys), values = try items()
            guard keys.count == values.count else {
                throw DecodingError.dataCorruptedError(forKey: .keys, in: container, debugDescription: "keys and values differ in number")
            }
            self = .dictionary(zip(keys, values).map { (key: $0, value: $1) })
        case "tuple": self = .tuple(try items(), labels: try container.decode([String?].self, forKey: .labels))
        case "object": self = .object(try container.decode(Int.self, forKey: .id))
        case "record":
            let names = try container.decode([String].self, forKey: .labels), values = try items()
            guard names.count == values.count else {
                throw DecodingError.dataCorruptedError(forKey: .labels, in: container, debugDescription: "names and values differ in number")
            }
            self = .record(type: try string(.type), fields: zip(names, values).map { (name: $0, value: $1) })
        case "enumCase": self = .enumCase(type: try string(.type), name: try string(.name), payload: try items())
        case "function": self = .function(try container.decode(FunctionRef.self, forKey: .function))
        case "type": self = .type(try string(.name))
        case "anchor":
            self = .anchor(
                view: try string(.view), attribute: try container.decode(LayoutConstraint.Attribute.self, forKey: .attribute),
                guide: try container.decodeIfPresent(String.self, forKey: .guide))
        case "guide": self = .guide(view: try string(.view), kind: try string(.name))
        case "constraint": self = .constraint(try container.decode(ConstraintSpec.self, forKey: .constraint))
        case "inert": self = .inert(try string(.name))
        case let other: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no value of kind '\(other)'")
        }
    }
}

// The behaviours a Swift class installs are data: the object and the method to call.
extension SwiftOverride: SnapshotWritable { static let snapshotKind = "swift-override" }
extension DelegateCall: SnapshotWritable { static let snapshotKind = "swift-delegate-call" }
extension PresentationControllerCall: SnapshotWritable { static let snapshotKind = "swift-presentation-controller-call" }
extension PageDataSourceCall: SnapshotWritable { static let snapshotKind = "swift-page-data-source-call" }
extension PageDelegateCall: SnapshotWritable { static let snapshotKind = "swift-page-delegate-call" }

extension SwiftFrontEnd {
    /// How the Swift front end's state and code are read back from an engine snapshot.
    package static var snapshotReaders: SnapshotReaders {
        var readers = SnapshotReaders()
        readers.participants[SwiftRuntimeState.snapshotKind] = { decoder in try SwiftRuntimeState(from: decoder) }
        readers.behaviours[SwiftOverride.snapshotKind] = { decoder in try SwiftOverride(from: decoder) }
        readers.behaviours[DelegateCall.snapshotKind] = { decoder in try DelegateCall(from: decoder) }
        readers.behaviours[PresentationControllerCall.snapshotKind] = { decoder in try PresentationControllerCall(from: decoder) }
        readers.behaviours[PageDataSourceCall.snapshotKind] = { decoder in try PageDataSourceCall(from: decoder) }
        readers.behaviours[PageDelegateCall.snapshotKind] = { decoder in try PageDelegateCall(from: decoder) }
        return readers
    }
}
