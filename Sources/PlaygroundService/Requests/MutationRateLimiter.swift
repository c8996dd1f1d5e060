import Synchronization

/// A token bucket per client address for the mutating routes (running a script, creating a
/// session): `perMinute` tokens, refilled evenly, so a client may send a burst of a minute's
/// worth and then that rate. Behind a reverse proxy every request comes from the proxy's address:
/// set the limit to 0 there and let the proxy limit per client (config/haproxy.cfg does).
final class MutationRateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    private let perMinute: Int
    private let buckets = Locked<[String: Bucket]>([:])
    /// Past this many addresses, the full (idle) buckets are dropped.
    private let maxTracked = 10_000

    /// `perMinute` 0: no limit.
    init(perMinute: Int) { self.perMinute = perMinute }

    /// Takes a token for `client`, or the seconds until one is available.
    func admit(_ client: String, now: ContinuousClock.Instant = .now) -> Int? {
        guard perMinute > 0 else { return nil }
        let capacity = Double(perMinute), perSecond = Double(perMinute) / 60
        return buckets.withLock { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: now)
            let elapsed = now - bucket.updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(capacity, bucket.tokens + seconds * perSecond)
            bucket.updated = now
            defer {
                buckets[client] = bucket
                if buckets.count > maxTracked { prune(&buckets, now: now, capacity: capacity, perSecond: perSecond) }
            }
            guard bucket.tokens >= 1 else { return max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up))) }
            bucket.tokens -= 1
            return nil
        }
    }

    private func prune(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant, capacity: Double, perSecond: Double) {
        let refill = Duration.seconds(capacity / perSecond)
        buckets = buckets.filter { now - $0.value.updated < refill }
    }
}
