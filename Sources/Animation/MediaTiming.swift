/// What an animation shows outside its active span (CAMediaTimingFillMode).
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    case removed, forwards, backwards, both

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// CAMediaTiming: the timing every animation and every layer has (docs/core-animation.md#media-timing).
public struct MediaTiming: Hashable, Sendable {
    /// On the parent's timeline. For an animation added with 0, the Layers module sets "now".
    public var beginTime: Double = 0
    /// Seconds of one pass; 0 means 0.25 s for an animation (`simpleDuration`).
    public var duration: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    /// Passes to play, possibly fractional; `.infinity` repeats forever. 0 plays once.
    public var repeatCount: Double = 0
    /// Seconds to keep repeating; when > 0 it wins over repeatCount.
    public var repeatDuration: Double = 0
    public var autoreverses = false
    public var fillMode: FillMode = .removed

    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The length of one pass: Core Animation reads an animation's duration 0 as 0.25 s.
    public var simpleDuration: Double { duration > 0 ? duration : 0.25 }

    /// One cycle: a pass, and with autoreverses the pass back.
    public var cycleDuration: Double { simpleDuration * (autoreverses ? 2 : 1) }

    /// The active span in the animation's own (speed-scaled) time; infinite when it repeats forever.
    public var activeDuration: Double {
        repeatDuration > 0 ? repeatDuration : max(repeatCount, 1) * cycleDuration
    }

    /// Where one sample of the timeline falls.
    public struct Sample: Hashable, Sendable {
        public enum Phase: Hashable, Sendable { case before, active, after }

        public var phase: Phase
        /// Seconds into the current pass, 0...simpleDuration, after autoreverse folding.
        public var passTime: Double
        /// passTime / simpleDuration: what the timing function receives.
        public var fraction: Double
        /// Completed cycles before this one (what `cumulative` multiplies); may be negative
        /// when a negative timeOffset reaches back before the first cycle.
        public var iteration: Double
    }

    /// Maps a time on the parent's timeline to this animation's place in its cycle, or nil
    /// when the animation shows nothing then (the layer shows its model value).
    ///
    ///              beginTime
    ///     parent ──────┼──────────────────────────────────────────▶ tp
    ///     active  ta = (tp − beginTime) · speed
    ///         ta < 0   │  0 ≤ ta < A                          │  ta ≥ A
    ///      backwards?  │ ┌── c ──┬── c ──┬── c ─┐             │  forwards?
    ///      show start  │ │d ↗ ↘  │d ↗ ↘  │d ↗ … │ repeatCount │  show end of the
    ///      (else none) │ └───────┴───────┴──────┘ or repeatDur│  last cycle (else none)
    ///     u = (ta + timeOffset) mod c;  with autoreverses u > d folds back to c − u
    ///
    /// d = simpleDuration, c = cycleDuration, A = activeDuration. timeOffset shifts the phase,
    /// not the span: d = 3 with timeOffset 1 plays 1→3, then 0→1. The span ends at the end
    /// of the last cycle (so a fractional repeatCount ends mid-cycle). speed 0 holds ta at 0;
    /// a negative speed runs ta backwards, so the span lies before beginTime and plays in
    /// reverse as tp rises towards it.
    ///
    /// - Parameter isRemoved: the animation is removed when its span ends
    ///   (removedOnCompletion, for an animation on a layer; never for a group's child).
    public func sample(at parentTime: Double, isRemovedAtEnd isRemoved: Bool = false) -> Sample? {
        let activeTime = (parentTime - beginTime) * speed
        let span = activeDuration
        if activeTime < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return sampleInside(activeTime: 0, phase: .before)
        }
        if activeTime >= span {
            guard fillMode.fillsForwards, !isRemoved else { return nil }
            return sampleInside(activeTime: span, phase: .after)
        }
        return sampleInside(activeTime: activeTime, phase: .active)
    }

    private func sampleInside(activeTime: Double, phase: Sample.Phase) -> Sample {
        let d = simpleDuration, c = cycleDuration
        let local = activeTime + timeOffset
        var iteration = (local / c).rounded(.down)
        var u = local - iteration * c
        // The end of the span is the end of a cycle, not the start of the next one.
        if phase == .after, u == 0, local > 0 {
            u = c
            iteration -= 1
        }
        if autoreverses, u > d { u = c - u }
        u = min(max(u, 0), d)
        return Sample(phase: phase, passTime: u, fraction: u / d, iteration: iteration)
    }

    /// The parent time at which the active span is left for good: when animationDidStop
    /// fires. Nil when that never happens (it repeats forever, or speed is 0).
    public var activeEndTime: Double? {
        let span = activeDuration
        if speed > 0 { return span.isFinite ? beginTime + span / speed : nil }
        if speed < 0 { return beginTime }
        return nil
    }

    // MARK: Layer timing

    /// A layer's local time: its own timeline, as its animations and sublayers see it
    /// (CALayer's convertTime from its superlayer). A layer's duration 0 (its default) is
    /// endless, not 0.25 s: its time is a line, with no cycles and no span to leave.
    ///
    ///     duration 0:   local = (tp − beginTime) · speed + timeOffset
    ///     duration d:   local = u, the pass time an animation of this timing would be at,
    ///                   so it cycles 0 → d (→ 0 with autoreverses) while the span lasts
    ///     paused:       speed 0 holds ta at 0, so local = timeOffset (folded into a pass)
    ///
    /// Outside the span, `isActive` is false unless fillMode holds the nearer end, and the
    /// local time reads that end.
    public func localTime(fromParent parentTime: Double) -> Double {
        guard duration > 0 else { return (parentTime - beginTime) * speed + timeOffset }
        var filled = self
        filled.fillMode = .both
        return filled.sample(at: parentTime)!.passTime
    }

    /// Whether a layer with this timing shows its animations (and lets its sublayers show
    /// theirs) at `parentTime`: always with duration 0; otherwise inside its active span,
    /// and outside it as its fillMode says.
    public func isActive(atParentTime parentTime: Double) -> Bool {
        duration == 0 || sample(at: parentTime) != nil
    }

    /// The inverse of `localTime(fromParent:)` over its first pass (a cycling layer's later
    /// passes repeat local times already reached); nil when speed is 0 (time is frozen, so
    /// every parent time maps to the same local time).
    public func parentTime(fromLocal localTime: Double) -> Double? {
        speed == 0 ? nil : (localTime - timeOffset) / speed + beginTime
    }

    /// Checks that every number can be used: finite, durations not negative.
    public func validate() throws(AnimationError) {
        for (name, value) in [("beginTime", beginTime), ("speed", speed), ("timeOffset", timeOffset)] where !value.isFinite {
            throw .invalidTiming("\(name) is \(value); it must be a finite number")
        }
        if !duration.isFinite || duration < 0 {
            throw .invalidTiming("duration is \(duration); it must be a finite number >= 0 (0 means 0.25 s)")
        }
        for (name, value) in [("repeatCount", repeatCount), ("repeatDuration", repeatDuration)] where value.isNaN || value < 0 {
            throw .invalidTiming("\(name) is \(value); it must be >= 0 (.infinity repeats forever)")
        }
    }
}
