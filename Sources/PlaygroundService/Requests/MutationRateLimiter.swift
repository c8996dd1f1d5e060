import Support

/// A token bucket per client address for the mutating routes (running a script, creating a
/// session): `perMinute` tokens, refilled evenly, so a client may send a burst of a minute's
/// worth and then that rate. Behind a reverse proxy every request comes from the proxy's address:
/// set the limit to 0 there and let the proxy limit per client (config/haproxy.cfg does).
final class MutationRateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    private struct Buckets {
        var byClient: [String: Bucket] = [:]
        var lastPrune: ContinuousClock.Instant?
        var prunes = 0
    }

    private let perMinute: Int
    private let buckets = Locked(Buckets())
    /// Past this many addresses, the full (idle) buckets are dropped, at most once a second: with
    /// more addresses than this active within a minute, pruning on every mutation filtered the
    /// whole map under the one lock each time and dropped nothing.
    private let maxTracked = 10_000

    /// `perMinute` 0: no limit.
    init(perMinute: Int) { self.perMinute = perMinute }

    /// Takes a token for `client`, or the seconds until one is available.
    func admit(_ client: String, now: ContinuousClock.Instant = .now) -> Int? {
        guard perMinute > 0 else { return nil }
        let capacity = Double(perMinute), perSecond = Double(perMinute) / 60
        return buckets.withLock { buckets in
            var bucket = buckets.byClient[client] ?? Bucket(tokens: capacity, updated: now)
            let elapsed = now - bucket.updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(capacity, bucket.tokens + seconds * perSecond)
            bucket.updated = now
            defer {
                buckets.byClient[client] = bucket
                if buckets.byClient.count > maxTracked, buckets.lastPrune.map({ now - $0 >= .seconds(1) }) ?? true {
                    prune(&buckets, now: now, capacity: capacity, perSecond: perSecond)
                }
            }
            guard bucket.tokens >= 1 else { return max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up))) }
            bucket.tokens -= 1
            return nil
        }
    }

    private func prune(_ buckets: inout Buckets, now: ContinuousClock.Instant, capacity: Double, perSecond: Double) {
        let refill = Duration.seconds(capacity / perSecond)
        buckets.byClient = buckets.byClient.filter { now - $0.value.updated < refill }
        buckets.lastPrune = now
        buckets.prunes += 1
    }

    /// The addresses tracked, and the prunes so far (for tests).
    var tracked: Int { buckets.withLock { $0.byClient.count } }
    var prunes: Int { buckets.withLock { $0.prunes } }
}
