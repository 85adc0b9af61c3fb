import Animation
import Testing
@testable import Layers

/// docs/core-animation.md#animations-on-layers: animationDidStart / animationDidStop(finished).
@Suite struct AnimationDelegateTests {
    final class Log {
        var entries: [String] = []
    }

    func fade(_ duration: Double = 1, begin: Double = 0) -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(beginTime: begin, duration: duration))
    }

    func stageWithLayer() throws -> (Stage, LayerID) {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer, name: "l")
        try stage.addSublayer(layer, to: stage.root)
        return (stage, layer)
    }

    @Test func startAndFinishedStop() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(), forKey: "fade", to: layer,
                      onStart: { stage in log.entries.append("start \(stage.now)") },
                      onStop: { stage, finished in log.entries.append("stop \(finished) \(stage.now)") })
        try stage.advance(to: 0.5)
        #expect(log.entries == ["start 0.0"])
        try stage.advance(to: 3)
        #expect(log.entries == ["start 0.0", "stop true 1.0"])
        #expect(stage.animationKeys(of: layer).isEmpty)
    }

    @Test func stopIsFinishedAlsoWhenKept() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        var kept = fade()
        kept.isRemovedOnCompletion = false
        kept.timing.fillMode = .forwards
        try stage.add(kept, forKey: "fade", to: layer, onStop: { stage, finished in
            log.entries.append("stop \(finished) \(stage.now) keys \(stage.animationKeys(of: layer))")
        })
        try stage.advance(to: 5)
        #expect(log.entries == ["stop true 1.0 keys [\"fade\"]"])
        #expect(stage.presentationValues(of: layer).opacity == 1)
    }

    @Test func removedOnCompletionHappensBeforeTheCallback() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(), forKey: "fade", to: layer, onStop: { stage, _ in
            log.entries.append("keys \(stage.animationKeys(of: layer))")
        })
        try stage.advance(to: 2)
        #expect(log.entries == ["keys []"])
    }

    @Test func earlyRemovalIsNotFinished() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(), forKey: "a", to: layer, onStop: { stage, finished in log.entries.append("a \(finished) \(stage.now)") })
        try stage.add(fade(), forKey: "b", to: layer, onStop: { stage, finished in log.entries.append("b \(finished) \(stage.now)") })
        stage.at(0.5) { stage in stage.removeAllAnimations(from: layer) }
        try stage.advance(to: 3)
        #expect(log.entries == ["a false 0.5", "b false 0.5"])
    }

    @Test func replacingUnderAKeyStopsTheOldOne() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(), forKey: "k", to: layer, onStop: { _, finished in log.entries.append("old \(finished)") })
        stage.at(0.5) { stage in
            try stage.add(fade(), forKey: "k", to: layer, onStop: { stage, finished in log.entries.append("new \(finished) \(stage.now)") })
        }
        try stage.advance(to: 3)
        #expect(log.entries == ["old false", "new true 1.5"])  // the new one began at 0.5
        #expect(stage.animationKeys(of: layer).isEmpty)
    }

    @Test func removeByKey() throws {
        let (stage, layer) = try stageWithLayer()
        try stage.add(fade(), forKey: "a", to: layer)
        try stage.add(fade(), forKey: "b", to: layer)
        try stage.add(fade(), forKey: nil, to: layer)
        #expect(stage.animationKeys(of: layer) == ["a", "b"])
        stage.removeAnimation(forKey: "a", from: layer)
        #expect(stage.animationKeys(of: layer) == ["b"])
        #expect(stage.animation(forKey: "b", of: layer) != nil)
    }

    /// A beginTime in the future delays onStart until the clock gets there.
    @Test func startWaitsForBeginTime() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(1, begin: 2), forKey: nil, to: layer,
                      onStart: { stage in log.entries.append("start \(stage.now)") },
                      onStop: { stage, _ in log.entries.append("stop \(stage.now)") })
        try stage.advance(to: 1.5)
        #expect(log.entries.isEmpty)
        #expect(stage.presentationValues(of: layer).opacity == 1)  // not begun: the model shows
        try stage.advance(to: 10)
        #expect(log.entries == ["start 2.0", "stop 3.0"])
    }

    /// The gradient seed re-adds its animation from animationDidStop, forever: the clock
    /// runs only what is due by the time asked for.
    @Test func reAddingOnStopLoopsForever() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        func perform(_ stage: Stage) throws {
            try stage.add(fade(0.08), forKey: "flow", to: layer, onStop: { stage, finished in
                log.entries.append("\(finished)")
                if finished { try perform(stage) }
            })
        }
        try perform(stage)
        try stage.advance(to: 0.8)
        // stops at 0.08, 0.16, ..., 0.8 (ten of them; the tenth may round either side of 0.8)
        #expect(log.entries.count >= 9 && log.entries.count <= 10)
        #expect(log.entries.allSatisfy { $0 == "true" })
        #expect(stage.animationKeys(of: layer) == ["flow"])
        try stage.advance(to: 8)
        #expect(log.entries.count >= 99 && log.entries.count <= 100)
    }

    /// A paused layer (speed 0) never reaches the end of its animations; resuming does.
    @Test func pausedAnimationsStopAfterResuming() throws {
        let (stage, layer) = try stageWithLayer()
        let log = Log()
        try stage.add(fade(1), forKey: nil, to: layer, onStop: { stage, _ in log.entries.append("stop \(stage.now)") })
        stage.at(0.25) { stage in
            let pausedAt = stage.localTime(of: layer)
            try stage.setValue(.number(0), forKeyPath: "speed", of: layer)
            try stage.setValue(.number(pausedAt), forKeyPath: "timeOffset", of: layer)
        }
        stage.at(2.25) { stage in
            let pausedTime = try stage.value(forKeyPath: "timeOffset", of: layer).number!
            try stage.setValue(.number(1), forKeyPath: "speed", of: layer)
            try stage.setValue(.number(0), forKeyPath: "timeOffset", of: layer)
            try stage.setValue(.number(0), forKeyPath: "beginTime", of: layer)
            try stage.setValue(.number(stage.localTime(of: layer) - pausedTime), forKeyPath: "beginTime", of: layer)
        }
        try stage.advance(to: 2)
        #expect(stage.presentationValues(of: layer).opacity == 0.25)
        #expect(log.entries.isEmpty)
        try stage.advance(to: 5)
        #expect(log.entries == ["stop 3.0"])  // 0.75 s left after resuming at 2.25
    }
}
