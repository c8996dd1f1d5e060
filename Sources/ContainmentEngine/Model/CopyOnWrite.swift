#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A table row's fields behind one shared buffer, copied on write. Copying a row (reading it from
/// its table, or the journal keeping its old value) retains one object instead of each of its
/// many fields; a change copies the fields only while another copy still shares them.
@dynamicMemberLookup
struct CopyOnWrite<Fields> {
    /// Holds the fields in the object itself: one allocation per copy, and one pointer to follow
    /// per access (they were behind a second allocation). Unchecked exclusivity: a shared buffer
    /// is never written, and a session is used from one thread at a time.
    fileprivate final class Buffer {
        @exclusivity(unchecked) var fields: Fields
        init(_ value: Fields) { fields = value }
        /// The fields lent where they are: reading `fields` copied them out (a retain and a
        /// release of each string and array) wherever the optimiser could not prove it needless.
        var borrowed: Fields { _read { yield fields } }
    }

    private var buffer: Buffer

    /// One field, read where the buffer holds it: `buffer.fields[keyPath: path]` copied all the
    /// fields first in several of the engine's reads (four a mutation in the benchmark's).
    @inline(__always)
    private func field<Value>(_ path: KeyPath<Fields, Value>) -> Value { buffer.borrowed[keyPath: path] }

    init(_ fields: Fields) { buffer = Buffer(fields) }

    subscript<Value>(dynamicMember path: KeyPath<Fields, Value>) -> Value { field(path) }

    subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get { field(path) }
        _modify {
            if !isKnownUniquelyReferenced(&buffer) { buffer = Buffer(buffer.fields) }
            yield &buffer.fields[keyPath: path]
        }
    }
}

/// A row is written down as its fields (an engine snapshot).
extension CopyOnWrite: Codable where Fields: Codable {
    init(from decoder: any Decoder) throws { self.init(try Fields(from: decoder)) }
    func encode(to encoder: any Encoder) throws { try buffer.fields.encode(to: encoder) }
}

/// A shared buffer is never written (a write copies it first), so rows cross threads as values do.
extension CopyOnWrite: @unchecked Sendable where Fields: Sendable {}

/// Rows compare by their fields; two that share a buffer are equal without looking (a row the
/// transaction journaled but never wrote).
extension CopyOnWrite: Equatable where Fields: Equatable {
    static func == (left: Self, right: Self) -> Bool {
        left.buffer === right.buffer || left.buffer.holdsTheSameBits(as: right.buffer) || left.buffer.fields == right.buffer.fields
    }
}

extension CopyOnWrite.Buffer {
    /// Whether both buffers hold the same bytes: then they hold the same fields (the same numbers,
    /// and strings and arrays in the same storage, which is immutable while shared), found without
    /// copying them out. `==` on the fields copies each (a retain and a release of every string
    /// and array: the optimiser cannot prove the class's storage unchanged during the call), which
    /// was most of comparing a transaction's rows, most of which end as they began. Unequal bytes
    /// prove nothing (an array rebuilt to the same elements, padding): `==` decides then.
    func holdsTheSameBits(as other: CopyOnWrite.Buffer) -> Bool {
        withUnsafeMutablePointer(to: &fields) { mine in
            withUnsafeMutablePointer(to: &other.fields) { theirs in
                memcmp(mine, theirs, MemoryLayout<Fields>.size) == 0
            }
        }
    }
}
