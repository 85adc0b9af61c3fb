import Testing
@testable import Layers

/// Display links fire on the display's refreshes; timers every interval; both stop when
/// invalidated (docs/core-animation.md#uikit-timing).
@Suite struct TimerTests {
    /// A display of `fps` Hz sampled at its own refreshes i / fps over 1 s (0 ... fps
    /// inclusive), with a display link made at 0 that invalidates itself at 0.5 s, and a
    /// 0.3 s timer.
    func run(fps: Double) throws -> (link: [(Double, Double)], timer: [Double]) {
        var link: [(Double, Double)] = [], timer: [Double] = []
        var playback = try Playback {
            let stage = Stage(width: 10, height: 10)
            stage.displayRate = fps
            link = []
            timer = []
            var id: TimerID?
            id = stage.addDisplayLink { stage, timestamp, duration in
                link.append((timestamp, duration))
                if timestamp >= 0.5 { stage.invalidate(id!) }
            }
            _ = stage.addTimer(interval: 0.3) { stage in timer.append(stage.now) }
            return stage
        }
        for i in 0...Int(fps) { _ = try playback.presentation(at: Double(i) / fps) }
        return (link, timer)
    }

    /// 25 fps: frames 0, 0.04, ... 0.52 (the first at or past 0.5) are 14 calls, each with
    /// duration 0.04; 50 fps: 0 ... 0.5, 26 calls.
    /// The timer fires at 0.3, 0.6, 0.9 either way.
    @Test(arguments: [25.0, 50.0])
    func countsAndTimes(_ fps: Double) throws {
        let (link, timer) = try run(fps: fps)
        #expect(link.count == (fps == 25 ? 14 : 26))
        #expect(link.enumerated().allSatisfy { $0.element.0 == Double($0.offset) / fps && $0.element.1 == 1 / fps })
        #expect(timer.count == 3)
        #expect(zip(timer, [0.3, 0.6, 0.9]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// A link made between refreshes first fires on the next one; a frame asked for alone
    /// (a still) has run every tick before it.
    @Test func aLinkFiresOnFrameTimesWhateverIsAsked() throws {
        let stage = Stage(width: 10, height: 10)
        stage.displayRate = 25
        var ticks: [Double] = []
        stage.at(0.05) { stage in _ = stage.addDisplayLink { _, t, _ in ticks.append(t) } }
        try stage.advance(to: 0.2)
        #expect(ticks == [0.08, 0.12, 0.16, 0.2])
    }

    /// The display, not the frames asked for, drives a link: at 60 Hz, sampling at 25 fps
    /// (0, 0.04, ..., 0.2) or asking for 0.2 alone gives the same ticks, 0 ... 12 / 60.
    @Test func theDisplayNotTheFramesDrivesALink() throws {
        var runs: [[Double]] = []
        for times in [[0.04, 0.08, 0.12, 0.16, 0.2], [0.2]] {
            let stage = Stage(width: 10, height: 10)
            #expect(stage.displayRate == 60)
            var ticks: [Double] = []
            _ = stage.addDisplayLink { _, t, duration in
                ticks.append(t)
                #expect(duration == 1.0 / 60)
            }
            for time in times { try stage.advance(to: time) }
            runs.append(ticks)
        }
        #expect(runs[0] == (0...12).map { Double($0) / 60 })
        #expect(runs[1] == runs[0])
    }

    @Test func anInvalidatedTimerStops() throws {
        let stage = Stage(width: 10, height: 10)
        var count = 0
        let timer = stage.addTimer(interval: 0.1) { _ in count += 1 }
        stage.at(0.35) { stage in stage.invalidate(timer) }
        try stage.advance(to: 2)
        #expect(count == 3)
        #expect(!stage.isValid(timer))
        #expect(try stage.runToEnd(horizon: 10) == 2)
    }

    /// A display link's or timer's next tick waits in the stage's clock; it must not hold the
    /// stage itself, or a stage with a running link or timer would never be freed (the leak
    /// LeakSanitizer found in `make test-sanitize`).
    @Test func aRunningLinkOrTimerDoesNotKeepItsStage() throws {
        weak var released: Stage?
        do {
            let stage = Stage(width: 10, height: 10)
            _ = stage.addDisplayLink { _, _, _ in }
            _ = stage.addTimer(interval: 0.25) { _ in }
            try stage.advance(to: 0.6)
            released = stage
        }
        #expect(released == nil)
    }
}
