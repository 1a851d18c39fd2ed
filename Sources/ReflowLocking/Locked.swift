#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#elseif os(Windows)
    import WinSDK
#endif

/// A value that threads share, reached only while holding its lock: the package's one lock.
///
/// It stands where the standard library's `Mutex` would, because `Mutex` needs iOS 18 and macOS 15 and
/// Reflow's libraries run on iOS 15. The lock is the platform's own (`os_unfair_lock` on Apple systems,
/// a pthread mutex on Linux and Android, an SRW lock on Windows); it is not recursive, and a body must
/// not call `withLock` on the same value again.
package final class Locked<Value>: @unchecked Sendable {
    #if canImport(Darwin)
        private typealias PlatformLock = os_unfair_lock
    #elseif os(Windows)
        private typealias PlatformLock = SRWLOCK
    #else
        private typealias PlatformLock = pthread_mutex_t
    #endif

    // The lock lives at a fixed address of its own: a platform lock must never move, and a stored
    // property of a class has no address Swift promises to keep.
    private let lock: UnsafeMutablePointer<PlatformLock>
    private var value: Value

    /// Guards `initialValue`.
    package init(_ initialValue: consuming sending Value) {
        value = initialValue
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #elseif os(Windows)
            InitializeSRWLock(lock)
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin) && !os(Windows)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result, Failure: Error>(_ body: (inout sending Value) throws(Failure) -> sending Result) throws(Failure)
        -> sending Result
    {
        acquire()
        defer { release() }
        return try body(&value)
    }

    private func acquire() {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #elseif os(Windows)
            AcquireSRWLockExclusive(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    private func release() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #elseif os(Windows)
            ReleaseSRWLockExclusive(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }
}
