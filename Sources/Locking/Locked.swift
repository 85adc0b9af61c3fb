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
/// ThreadSanitizer follows.
///
/// The value lives in its own allocation, not a stored property: ThreadSanitizer checks a
/// stored property's `inout` access by its address, and a zero-sized one (`Locked(())`)
/// shares the address of the mutex pointer read before locking, a race that is none.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

    public init(_ initial: Value) {
        value.initialize(to: initial)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
