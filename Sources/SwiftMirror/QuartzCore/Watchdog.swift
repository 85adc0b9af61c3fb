import Glibc

/// Keeps --max-seconds on the scene's code from a thread of its own: at the deadline it
/// writes the prepared line to stderr and exits 70, whatever the scene's thread is doing.
/// An alarm signal would need that thread to take it, and code may block or ignore
/// SIGALRM; ThreadSanitizer, too, holds a signal back from a thread in a loop that never
/// calls into libc, so the scene would run on past the limit.
///
///     scene's thread   arm ─── callback ─── disarm      arm ── loop ───────────────▶
///     watchdog         waits until the deadline or a change ...   deadline: write, _exit(70)
final class Watchdog: @unchecked Sendable {
    // Both guarded by `mutex`; `condition` wakes the watchdog when they change.
    private var deadline: timespec?
    private var message: [UInt8] = []
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// Starts the watchdog's thread, which lives as long as the program.
    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Watchdog>.fromOpaque(context!).takeUnretainedValue().watch()
        }, Unmanaged.passRetained(self).toOpaque())
        precondition(started == 0, "the scene's watchdog thread could not start (error \(started))")
        pthread_detach(thread)
    }

    /// Exits with `message` unless `disarm` comes within `seconds`.
    func arm(seconds: Double, message: String) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let whole = seconds.rounded(.down)
        var nanoseconds = now.tv_nsec + Int((seconds - whole) * 1e9)
        let carry = nanoseconds / 1_000_000_000
        nanoseconds -= carry * 1_000_000_000
        // A limit too far to represent is no limit the program will live to reach.
        let limit = whole < Double(Int.max / 2) ? Int(whole) : Int.max / 2
        update(timespec(tv_sec: now.tv_sec + limit + carry, tv_nsec: nanoseconds), Array(message.utf8))
    }

    func disarm() { update(nil, []) }

    private func update(_ deadline: timespec?, _ message: [UInt8]) {
        pthread_mutex_lock(mutex)
        self.deadline = deadline
        self.message = message
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    private func watch() -> Never {
        pthread_mutex_lock(mutex)
        while true {
            guard var deadline else {
                pthread_cond_wait(condition, mutex)
                continue
            }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            if (now.tv_sec, now.tv_nsec) >= (deadline.tv_sec, deadline.tv_nsec) {
                message.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
                _exit(70)
            }
            pthread_cond_timedwait(condition, mutex, &deadline)
        }
    }
}
