/// A display link or repeating timer on a stage, for `invalidate`.
public struct TimerID: Hashable, Sendable {
    public let index: Int
    public init(index: Int) { self.index = index }
}

/// CADisplayLink and a repeating Timer, as events on the scene clock: a display link fires
/// on the display's refreshes (at k / displayRate, 60 Hz unless --display-hz says), so what
/// it does depends only on the scene, never on the render's fps or on which frames a
/// command asks for; a timer fires every interval from when it is made. Both run until
/// invalidated, which makes a scene that never invalidates them endless (give it a duration).
extension Stage {
    /// Apple's floor for a timer's interval: Timer takes 0.1 ms for anything at or below 0.
    public static let minimumTimerInterval = 0.0001

    /// CADisplayLink(target:selector:) added to the run loop: `callback(timestamp, duration)`
    /// at every refresh from now on (one due now included), with the refresh's time and the
    /// time between refreshes.
    public func addDisplayLink(_ callback: @escaping (Stage, _ timestamp: Double, _ duration: Double) throws -> Void) -> TimerID {
        let id = makeTimer()
        let rate = displayRate
        // Each tick schedules the next on the stage it is handed, never on `self`: a pending
        // tick held by the clock must not hold the stage, or stage and clock keep each other.
        func tick(_ k: Double, on stage: Stage) {
            stage.clock.schedule(at: k / rate) { stage in
                guard !stage.invalidatedTimers.contains(id.index) else { return }
                tick(k + 1, on: stage)
                try callback(stage, k / rate, 1 / rate)
            }
        }
        tick(max(0, ((now - Self.timeTolerance) * rate).rounded(.up)), on: self)
        return id
    }

    /// Timer.scheduledTimer(withTimeInterval:repeats: true): `callback` every `interval`
    /// seconds, first one interval from now.
    public func addTimer(interval: Double, _ callback: @escaping (Stage) throws -> Void) -> TimerID {
        let id = makeTimer()
        let start = now, interval = max(interval, Self.minimumTimerInterval)
        func tick(_ n: Double, on stage: Stage) {
            stage.clock.schedule(at: start + n * interval) { stage in
                guard !stage.invalidatedTimers.contains(id.index) else { return }
                tick(n + 1, on: stage)
                try callback(stage)
            }
        }
        tick(1, on: self)
        return id
    }

    /// Stops a display link or timer: it does not fire again.
    public func invalidate(_ timer: TimerID) {
        invalidatedTimers.insert(timer.index)
    }

    private func makeTimer() -> TimerID {
        defer { nextTimer += 1 }
        return TimerID(index: nextTimer)
    }
}

extension Stage {
    /// Whether a display link or timer still fires (it has not been invalidated).
    public func isValid(_ timer: TimerID) -> Bool { !invalidatedTimers.contains(timer.index) }
}
