#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex.
///
/// Why not `Synchronization.Mutex`: on Linux it is built on futexes inside the uninstrumented
/// standard library, so ThreadSanitizer cannot see it order accesses and reports every guarded
/// access as a race (it did: docs/operations.md). pthread mutexes are intercepted by TSan, so a
/// clean `scripts/tsan.sh` run means something.
///
/// Inlinable: every target locks through it, and an unspecialised generic `withLock` across the
/// module boundary cost the flat mutation 4 % of its CPU (session 25, docs/performance.md).
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    @usableFromInline var value: Value

    @inlinable package init(_ value: Value) {
        self.value = value
        Self.initialise(mutex)
    }

    /// An adaptive mutex on glibc: a contended lock spins briefly before the thread sleeps, as
    /// `Synchronization.Mutex` does. The default kind sleeps at once, and the locks handed between
    /// a worker and libmicrohttpd's thread (a request's answer) then cost a context switch each:
    /// the flat mutation took 13 % more CPU (session 25, docs/performance.md).
    @usableFromInline static func initialise(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        #if canImport(Glibc)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        #else
            pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
