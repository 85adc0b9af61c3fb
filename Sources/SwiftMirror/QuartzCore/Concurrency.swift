import Glibc
import Layers

// Swift concurrency on the scene clock. A task the scene's code starts on the main actor
// (`Task { ... }`, SwiftUI's `.task`) takes its steps in the turns of the scene clock: the
// main queue, where the main actor's jobs wait, is drained at the end of each turn; and
// `Task.sleep` resumes after scene time, not wall time, in the turn of the scene clock at
// that time, so a loader that awaits between steps moves at the same frames in every
// render. (The runtime resumes a continuation through one of its threads before the main
// actor gets the job back; the turn waits the microseconds that takes.) A task detached
// from the main actor runs on the runtime's threads, which the mirror cannot follow.

/// libdispatch's drain of the main queue, which Foundation's run loop calls on Linux.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

extension SceneHost {
    /// Runs the main actor's waiting jobs, and the jobs they enqueue, a bounded number of
    /// rounds (a task that yields for ever still lets the turn end).
    static func drainMainActor() {
        for _ in 0..<8 { dispatchMainQueueCallback(nil) }
    }

    /// How many sleeps on the scene clock have ended: a turn that resumed one waits for it.
    nonisolated(unsafe) static var sleepsEnded = 0

    /// Drains the main actor until the sleep resumed after `count` ended has taken its step
    /// (at most a few seconds of wall time: a task that never gets back lets the turn go).
    static func waitForSleep(after count: Int) {
        for _ in 0..<200_000 where sleepsEnded <= count {
            drainMainActor()
            if sleepsEnded <= count { usleep(20) }
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds of scene time. On the main actor, as a
    /// scene's tasks run (see above).
    @MainActor
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleepOnSceneClock(Double(duration) / 1e9)
    }

    /// Suspends the task for `duration` of scene time (iOS 16).
    @MainActor
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleepOnSceneClock(Double(seconds) + Double(attoseconds) / 1e18)
    }

    @MainActor
    private static func sleepOnSceneClock(_ seconds: Double) async throws {
        try Task.checkCancellation()
        let stage = SceneHost.requireStage("Task.sleep")
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            stage.after(max(seconds, 0)) { _ in
                SceneHost.callback {
                    let ended = SceneHost.sleepsEnded
                    resume.resume()
                    SceneHost.waitForSleep(after: ended)
                }
            }
        }
        SceneHost.sleepsEnded += 1
        try Task.checkCancellation()
    }
}
