import Testing
@testable import Animation

/// docs/core-animation.md#media-timing, a case per rule. `fraction` is the place in the pass before the
/// timing function; nil means the animation shows nothing (the model value shows).
@Suite struct MediaTimingTests {
    func fraction(_ timing: MediaTiming, at t: Double, removed: Bool = false) -> Double? {
        timing.sample(at: t, isRemovedAtEnd: removed)?.fraction
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let timing = MediaTiming()
        #expect(timing.simpleDuration == 0.25)
        #expect(fraction(timing, at: 0.125) == 0.5)
        #expect(timing.activeEndTime == 0.25)
    }

    @Test func activeSpanIsHalfOpen() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(fraction(timing, at: 1) == 0)
        #expect(fraction(timing, at: 2) == 0.5)
        #expect(fraction(timing, at: 2.999) != nil)
        #expect(fraction(timing, at: 3) == nil)  // fillMode removed: gone at the end
        #expect(fraction(timing, at: 0.999) == nil)
    }

    @Test func fillModes() {
        for (mode, before, after) in [(FillMode.removed, false, false), (.backwards, true, false),
                                      (.forwards, false, true), (.both, true, true)] {
            let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: mode)
            #expect((fraction(timing, at: 0) == 0) == before, "\(mode) before")
            #expect((fraction(timing, at: 5) == 1) == after, "\(mode) after")
            #expect(timing.sample(at: 0)?.phase == (before ? .before : nil))
            #expect(timing.sample(at: 5)?.phase == (after ? .after : nil))
        }
    }

    @Test func forwardsFillNeedsTheAnimationToStay() {
        let timing = MediaTiming(duration: 1, fillMode: .forwards)
        #expect(fraction(timing, at: 2, removed: false) == 1)
        #expect(fraction(timing, at: 2, removed: true) == nil)
    }

    @Test func fractionalRepeatEndsMidCycle() {
        let timing = MediaTiming(duration: 2, repeatCount: 1.5, fillMode: .forwards)
        #expect(timing.activeDuration == 3)
        #expect(timing.activeEndTime == 3)
        #expect(fraction(timing, at: 2.5) == 0.25)
        #expect(fraction(timing, at: 10) == 0.5)  // frozen halfway through the second pass
        #expect(timing.sample(at: 10)?.iteration == 1)
    }

    @Test func wholeRepeatsEndAtTheEndOfTheLastCycle() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(fraction(timing, at: 1.25) == 0.25)
        #expect(timing.sample(at: 1.25)?.iteration == 1)
        #expect(fraction(timing, at: 3) == 1)  // not the start of a fourth cycle
        #expect(timing.sample(at: 3)?.iteration == 2)
    }

    @Test func autoreverseFoldsAndDoubles() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.cycleDuration == 2)
        #expect(timing.activeDuration == 4)
        #expect(fraction(timing, at: 0.5) == 0.5)
        #expect(fraction(timing, at: 1.25) == 0.75)  // on the way back
        #expect(fraction(timing, at: 2.25) == 0.25)  // second cycle, forwards again
        #expect(fraction(timing, at: 3.5) == 0.5)
        #expect(fraction(timing, at: 9) == 0)  // ended back at the start
    }

    @Test func timeOffsetShiftsThePhaseNotTheSpan() {
        // Duration 3 with timeOffset 1 plays 1 -> 3, then 0 -> 1, and still lasts 3 s.
        let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .forwards)
        #expect(fraction(timing, at: 0) == 1.0 / 3)
        #expect(fraction(timing, at: 1.5) == 2.5 / 3)
        #expect(fraction(timing, at: 2) == 0)
        #expect(fraction(timing, at: 2.5) == 0.5 / 3)
        #expect(timing.activeEndTime == 3)
        #expect(fraction(timing, at: 3) == 1.0 / 3)  // the end of the span is where it began
    }

    @Test func negativeTimeOffsetWrapsBackwards() {
        let timing = MediaTiming(duration: 2, timeOffset: -0.5, repeatCount: .infinity)
        #expect(fraction(timing, at: 0) == 0.75)
        #expect(timing.sample(at: 0)?.iteration == -1)
        #expect(fraction(timing, at: 0.5) == 0)
    }

    @Test func speedZeroFreezesAtTimeOffset() {
        let timing = MediaTiming(beginTime: 3, duration: 1, speed: 0, timeOffset: 0.4)
        for t in [0.0, 3, 7, 1000] {
            #expect(abs(fraction(timing, at: t)! - 0.4) < 1e-12)
        }
        #expect(timing.activeEndTime == nil)
    }

    @Test func speedScalesTime() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2)
        #expect(fraction(timing, at: 1.25) == 0.5)
        #expect(timing.activeEndTime == 1.5)
    }

    /// ta = (tp − beginTime) · speed < 0 after beginTime: the span lies before beginTime and
    /// plays backwards as the clock approaches it.
    @Test func negativeSpeedPlaysInReverseBeforeBeginTime() {
        let timing = MediaTiming(beginTime: 5, duration: 2, speed: -1)
        #expect(fraction(timing, at: 2.9) == nil)  // ta = 2.1: past the end of the span
        #expect(fraction(timing, at: 3.5) == 0.75)
        #expect(fraction(timing, at: 4) == 0.5)
        #expect(fraction(timing, at: 4.5) == 0.25)
        #expect(fraction(timing, at: 5.5) == nil)  // ta < 0: before the start
        #expect(timing.activeEndTime == 5)
    }

    @Test func repeatDurationWinsOverRepeatCount() {
        let timing = MediaTiming(duration: 1, repeatCount: 5, repeatDuration: 1.5, fillMode: .forwards)
        #expect(timing.activeDuration == 1.5)
        #expect(timing.activeEndTime == 1.5)
        #expect(fraction(timing, at: 20) == 0.5)
    }

    @Test func infiniteRepeatsNeverEnd() {
        for timing in [MediaTiming(duration: 1, repeatCount: .infinity), MediaTiming(duration: 1, repeatDuration: .infinity)] {
            #expect(timing.activeEndTime == nil)
            let far = timing.sample(at: 1_000_000.25)
            #expect(abs(far!.fraction - 0.25) < 1e-6)
            #expect(far?.iteration == 1_000_000)
        }
    }

    /// The Slack seed's pauseAnimation/resumeAnimation, on a layer's timing.
    @Test func layerPauseAndResumeAsSeed003() {
        var layer = MediaTiming()
        #expect(layer.localTime(fromParent: 1.3) == 1.3)
        // pause at 1.3: pausedTime = convertTime(now); speed = 0; timeOffset = pausedTime
        let pausedTime = layer.localTime(fromParent: 1.3)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(layer.localTime(fromParent: 2.0) == 1.3)
        #expect(layer.parentTime(fromLocal: 1.3) == nil)
        // resume at 2.0: speed 1, timeOffset 0, beginTime 0, then beginTime = now − pausedTime
        let resumedFrom = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.localTime(fromParent: 2.0) - resumedFrom
        #expect(abs(layer.localTime(fromParent: 2.0) - 1.3) < 1e-12)
        #expect(abs(layer.localTime(fromParent: 2.5) - 1.8) < 1e-12)
        #expect(abs(layer.parentTime(fromLocal: 1.8)! - 2.5) < 1e-12)
    }

    @Test func validateNamesTheBadNumber() {
        #expect(throws: AnimationError.invalidTiming("duration is -1.0; it must be a finite number >= 0 (0 means 0.25 s)")) {
            try MediaTiming(duration: -1).validate()
        }
        #expect(throws: AnimationError.invalidTiming("speed is nan; it must be a finite number")) {
            try MediaTiming(speed: .nan).validate()
        }
        #expect(throws: AnimationError.invalidTiming("repeatCount is -2.0; it must be >= 0 (.infinity repeats forever)")) {
            try MediaTiming(repeatCount: -2).validate()
        }
        #expect(throws: Never.self) { try MediaTiming(repeatCount: .infinity).validate() }
    }
}
