import Foundation
import Support
import Synchronization
import Testing

/// Values handed to `DeferredRelease` live until a batch of them has gathered, then are freed on
/// its queue's thread, not on the caller's.
@Suite struct DeferredReleaseTests {
    /// What the tracked values' deinits saw.
    final class Counter: Sendable {
        let freed = Atomic<Int>(0)
        let freedOnCaller = Atomic<Bool>(false)
        let caller = pthread_self()
    }

    /// Counts its deinit, and notes whether it ran on the thread that made the counter.
    final class Tracked: Sendable {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        deinit {
            counter.freed.add(1, ordering: .relaxed)
            if pthread_equal(pthread_self(), counter.caller) != 0 { counter.freedOnCaller.store(true, ordering: .relaxed) }
        }
    }

    /// Synchronous, so the test's thread stays busy while it waits and the queue cannot borrow it
    /// (an async test's thread could run the queue's work between two awaits).
    @Test func keepsValuesUntilABatchThenFreesThemOffTheCaller() {
        let counter = Counter()
        let release = DeferredRelease(label: "deferred-release-test", batch: 3)
        for _ in 0..<2 { release.release(Tracked(counter)) }
        usleep(50_000)
        let freedEarly = counter.freed.load(ordering: .relaxed)
        #expect(freedEarly == 0, "two of a batch of three are kept")
        #expect(release.waiting == 2)
        release.release([Tracked(counter), Tracked(counter)])
        var waited = 0
        while counter.freed.load(ordering: .relaxed) < 4, waited < 200 {
            usleep(10_000)
            waited += 1
        }
        let freed = counter.freed.load(ordering: .relaxed)
        #expect(freed == 4, "the third value (an array of two) completes the batch: all four freed")
        #expect(release.waiting == 0)
        let freedOnCaller = counter.freedOnCaller.load(ordering: .relaxed)
        #expect(!freedOnCaller, "freed on the queue's thread")
    }
}
