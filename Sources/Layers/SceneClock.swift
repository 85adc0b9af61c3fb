/// The scene clock's queue: callbacks at times, run in time order and, at one time, in the
/// order they were scheduled. Animation start and stop callbacks are not queued here: their
/// times depend on layer timing that callbacks may change (a pause), so the stage finds
/// them afresh at each step and orders them by the sequence number of the animation's add.
struct SceneClock {
    private(set) var now: Double = 0
    /// Incremented before each callback runs: one callback is one Core Animation transaction.
    private(set) var transaction = 0
    private var events: [Event] = []
    private var nextSequence = 0

    struct Event {
        let time: Double
        let sequence: Int
        let run: (Stage) throws -> Void
    }

    /// A number that orders things scheduled at the same time.
    mutating func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Queues a callback; one for a time already past runs at the current time.
    mutating func schedule(at time: Double, _ run: @escaping (Stage) throws -> Void) {
        events.append(Event(time: max(time, now), sequence: takeSequence(), run: run))
    }

    /// The earliest queued event as (time, sequence).
    var next: (time: Double, sequence: Int)? {
        events.min { ($0.time, $0.sequence) < ($1.time, $1.sequence) }.map { ($0.time, $0.sequence) }
    }

    mutating func takeEvent(sequence: Int) -> Event {
        let index = events.firstIndex { $0.sequence == sequence }!
        return events.remove(at: index)
    }

    mutating func moveTo(_ time: Double) {
        now = max(now, time)
    }

    mutating func beginTransaction() {
        transaction += 1
    }
}
