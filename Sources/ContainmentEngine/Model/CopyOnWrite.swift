/// A table row's fields behind one shared buffer, copied on write. Copying a row (reading it from
/// its table, or the journal keeping its old value) retains one object instead of each of its
/// many fields; a change copies the fields only while another copy still shares them.
@dynamicMemberLookup
struct CopyOnWrite<Fields> {
    /// Owns the fields through a pointer: accesses need no exclusivity check, unlike a class's `var`.
    private final class Buffer {
        let fields: UnsafeMutablePointer<Fields>
        init(_ value: Fields) {
            fields = .allocate(capacity: 1)
            fields.initialize(to: value)
        }
        deinit {
            fields.deinitialize(count: 1)
            fields.deallocate()
        }
    }

    private var buffer: Buffer

    init(_ fields: Fields) { buffer = Buffer(fields) }

    subscript<Value>(dynamicMember path: KeyPath<Fields, Value>) -> Value { buffer.fields.pointee[keyPath: path] }

    subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get { buffer.fields.pointee[keyPath: path] }
        _modify {
            if !isKnownUniquelyReferenced(&buffer) { buffer = Buffer(buffer.fields.pointee) }
            yield &buffer.fields.pointee[keyPath: path]
        }
    }
}

/// A shared buffer is never written (a write copies it first), so rows cross threads as values do.
extension CopyOnWrite: @unchecked Sendable where Fields: Sendable {}
