import Support

/// Durations in microseconds, kept until taken (at most `capacity`; later ones are dropped until
/// the next take): the notifications' lag between scrapes.
final class LagSamples: Sendable {
    private let samples = Locked([Int]())
    private let capacity: Int

    init(capacity: Int = 10_000) { self.capacity = capacity }

    func record(microseconds: Int) {
        samples.withLock { samples in if samples.count < capacity { samples.append(max(0, microseconds)) } }
    }

    func take() -> [Int] {
        samples.withLock { samples in
            defer { samples.removeAll(keepingCapacity: true) }; return samples
        }
    }
}
