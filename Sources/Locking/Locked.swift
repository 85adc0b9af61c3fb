#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex, with the standard library Mutex's `withLock`.
///
/// Why not `Synchronization.Mutex`: on Linux it hands a contended lock from thread to thread
/// inside the kernel (a priority-inheritance futex), a handoff ThreadSanitizer cannot see,
/// so `make test-sanitize` reported a race in every critical section two threads waited on
/// (the image cache decoding a file, the text engine laying out). A pthread mutex is one
/// ThreadSanitizer follows, and costs the same here.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
