import Animation
import Geometry
import Testing
@testable import Layers

@Suite struct SceneClockTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func eventsRunInTimeOrderThenScheduleOrder() throws {
        let stage = Stage(width: 10, height: 10)
        let log = Log()
        stage.at(2) { _ in log.entries.append("2a") }
        stage.at(1) { _ in log.entries.append("1") }
        stage.at(2) { _ in log.entries.append("2b") }
        stage.after(2) { _ in log.entries.append("2c") }
        try stage.advance(to: 1.5)
        #expect(log.entries == ["1"])
        #expect(stage.now == 1.5)
        try stage.advance(to: 2)
        #expect(log.entries == ["1", "2a", "2b", "2c"])
    }

    @Test func callbacksScheduleMore() throws {
        let stage = Stage(width: 10, height: 10)
        let log = Log()
        func tick(_ stage: Stage) {
            log.entries.append("\(stage.now)")
            stage.after(0.5, tick)
        }
        stage.at(0, tick)
        try stage.advance(to: 2.2)
        #expect(log.entries == ["0.0", "0.5", "1.0", "1.5", "2.0"])
    }

    @Test func callbacksForTheCurrentInstantRunInTheSameAdvance() throws {
        let stage = Stage(width: 10, height: 10)
        let log = Log()
        stage.at(3) { stage in
            log.entries.append("3")
            stage.at(3) { _ in log.entries.append("3 again") }
            stage.at(1) { _ in log.entries.append("late") }  // the past runs now
        }
        try stage.advance(to: 3)
        #expect(log.entries.suffix(3) == ["3", "3 again", "late"])
    }

    @Test func runawayCallbacksAreStopped() {
        let stage = Stage(width: 10, height: 10)
        func again(_ stage: Stage) { stage.after(0, again) }
        stage.at(1, again)
        #expect(throws: LayerError.runawayEvents(time: 1, count: Stage.eventsPerInstantLimit)) {
            try stage.advance(to: 2)
        }
    }

    @Test func callbackErrorsPropagate() {
        struct Boom: Error {}
        let stage = Stage(width: 10, height: 10)
        stage.at(1) { _ in throw Boom() }
        #expect(throws: Boom.self) { try stage.advance(to: 2) }
    }

    /// Asking for an earlier time replays from 0 and gives the same answer.
    @Test func playbackReplaysDeterministically() throws {
        var playback = try Playback {
            let stage = Stage(width: 100, height: 100)
            let ring = stage.makeLayer(.shape, name: "ring")
            try stage.addSublayer(ring, to: stage.root)
            try stage.setValue(.number(0), forKeyPath: "strokeEnd", of: ring)
            var progress = 0.0
            func step(_ stage: Stage) throws {
                progress += 0.1
                try stage.setValue(.number(progress), forKeyPath: "strokeEnd", of: ring)
                stage.after(0.2, step)
            }
            stage.at(0.1, step)
            return stage
        }
        let early = try playback.presentation(at: 0.63).layer(named: "ring")!.properties.strokeEnd
        let late = try playback.presentation(at: 1.7).layer(named: "ring")!.properties.strokeEnd
        let again = try playback.presentation(at: 0.63).layer(named: "ring")!.properties.strokeEnd
        #expect(early == again)
        #expect(late > early)
        // Updates every 0.2 s last 0.25 s each, so each starts from the last one at 80 %:
        // at 0.3: from p2 = 0 + 0.1·D(0.8) to 0.2; at 0.5: from p3 = p2 + (0.2 − p2)·D(0.8) to 0.3;
        // at 0.63 the third is 0.13 s in.
        let d = TimingFunction.default
        let p2 = 0.1 * d(0.8), p3 = p2 + (0.2 - p2) * d(0.8)
        #expect(abs(early - (p3 + (0.3 - p3) * d(0.13 / 0.25))) < 1e-12)
    }

    /// Layer time: speeds multiply down the tree and beginTime/timeOffset shift it.
    @Test func layerTimeNests() throws {
        let stage = Stage(width: 10, height: 10)
        let outer = stage.makeLayer(.layer), inner = stage.makeLayer(.layer)
        try stage.addSublayer(outer, to: stage.root)
        try stage.addSublayer(inner, to: outer)
        try stage.setValue(.number(2), forKeyPath: "speed", of: outer)
        try stage.setValue(.number(1.5), forKeyPath: "speed", of: inner)
        try stage.setValue(.number(1), forKeyPath: "timeOffset", of: inner)
        try stage.advance(to: 1)
        #expect(stage.localTime(of: outer) == 2)
        #expect(stage.localTime(of: inner) == 4)  // 2 · 1.5 + 1
        #expect(stage.clockTime(of: inner, atLocalTime: 4) == 1)
        // an animation added now on the inner layer begins at its local time, and runs 3x fast
        try stage.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 3)),
                      forKey: nil, to: inner)
        try stage.advance(to: 1.5)
        #expect(stage.presentationValues(of: inner).opacity == 0.5)
    }
}

@Suite struct ClockToleranceTests {
    /// The gradient seed re-adds a 0.08 s animation on every stop. Its stops are sums of
    /// 0.08 (0.24000000000000002 for the third); at 25 fps each must still fall on its frame.
    @Test func reAddedAnimationsStayOnTheFrameTimes() throws {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer)
        try stage.addSublayer(layer, to: stage.root)
        final class Count { var stops = 0 }
        let count = Count()
        func perform(_ stage: Stage) throws {
            try stage.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 0.08)),
                          forKey: "flow", to: layer, onStop: { stage, finished in
                              count.stops += 1
                              if finished { try perform(stage) }
                          })
        }
        try perform(stage)
        for frame in 1...125 {
            let time = Double(frame) / 25
            try stage.advance(to: time)
            // every second frame (0.08 s = 2 frames at 25 fps) ends exactly one animation
            #expect(count.stops == frame / 2, "frame \(frame) at \(time) s")
            #expect(stage.now == time)
        }
    }
}
