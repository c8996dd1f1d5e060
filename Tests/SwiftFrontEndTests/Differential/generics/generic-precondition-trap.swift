// A generic fixed-size buffer checks its capacity with precondition.
struct RingBuffer<T> {
    private var storage: [T] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    mutating func append(_ value: T) {
        precondition(storage.count < capacity, "buffer full at \(capacity)")
        storage.append(value)
    }

    var contents: [T] { storage }
}

var buffer = RingBuffer<String>(capacity: 3)
for word in ["a", "b", "c", "d"] {
    print("appending \(word)")
    buffer.append(word)
    print(buffer.contents)
}
print("not reached")
