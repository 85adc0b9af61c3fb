import Foundation
import Testing
import Animation
import Geometry
import Layers

/// Seed 003, the Slack loading lines (docs/scenes.md#slack-lines): four round-capped lines in a
/// 100-point view turned -30 degrees. One cycle (duration D = 2): the view turns from -30 to
/// 690 degrees over D; the lines shrink (strokeEnd 1 -> 0) over D/2, gather to the middle and
/// back (two translations each, from D/2 for D/4, autoreversing), and grow again
/// (strokeEnd 0 -> 1 from D for D/4). All fill forwards and stay. When line4's growing
/// animation stops, the loader waits `interval` (1 s) and starts again. A tap pauses and
/// resumes the layers through speed, timeOffset and beginTime.
@Suite struct SlackLinesSeedTests {
    static let degree = Double.pi / 180

    /// The scene: 160 x 160 canvas, the 100-point loader centered, started at once; `taps`
    /// at the given times.
    static func makeScene(taps: [Double] = []) throws -> (Stage, SlackLoadingView) {
        let stage = Stage(width: 160, height: 160)
        let loader = try SlackLoadingView(stage: stage, frame: Rect(x: 30, y: 30, width: 100, height: 100))
        try loader.startAnimation()
        for time in taps { stage.at(time) { _ in try loader.tap() } }
        return (stage, loader)
    }

    // Geometry, from config(): L = 100, lineWidth = 100 / 6 = 16.666667,
    // margin = 100 / 4.5 + lineWidth / 2 = 22.222222 + 8.333333 = 30.555556,
    // scale = (L - 2 margin) / (L - lineWidth) = 38.888889 / 83.333333 = 0.466667 = 7 / 15.
    static let L = 100.0
    static let lineWidth = 100.0 / 6
    static let margin = 100.0 / 4.5 + 100.0 / 12
    static let scale = 7.0 / 15
    /// Each line's first translation (key "lineAnimationTwo"): line1 x +25, line2 y +25,
    /// line3 x -25, line4 y -25 (L / 4 = 25, negative for i >= 2).
    static let firstTranslation: [(String, Double)] =
        [("transform.translation.x", 25), ("transform.translation.y", 25),
         ("transform.translation.x", -25), ("transform.translation.y", -25)]
    /// The second ("lineAnimationThree"): the other axis, 25 * scale = 11.666667, positive
    /// for line1 and line4: line1 y +, line2 x -, line3 y -, line4 x +.
    static let secondTranslation: [(String, Double)] =
        [("transform.translation.y", 25 * scale), ("transform.translation.x", -25 * scale),
         ("transform.translation.y", -25 * scale), ("transform.translation.x", 25 * scale)]

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    func rotation(_ stage: Stage, _ loader: SlackLoadingView) throws -> Double {
        try stage.presentationValue(forKeyPath: "transform.rotation.z", of: loader.view).number!
    }

    func number(_ stage: Stage, _ keyPath: String, _ layer: LayerID) throws -> Double {
        try stage.presentationValue(forKeyPath: keyPath, of: layer).number!
    }

    /// Checks the four lines' strokeEnd and both translations; `gather` is the fraction of
    /// the translations' way to the middle (0 outside their span).
    func expectLines(_ stage: Stage, _ loader: SlackLoadingView, strokeEnd: Double, gather: Double,
                     _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (i, line) in loader.lines.enumerated() {
            #expect(isClose(try number(stage, "strokeEnd", line), strokeEnd), "\(comment) line\(i + 1) strokeEnd",
                    sourceLocation: sourceLocation)
            let (firstKey, firstTo) = Self.firstTranslation[i]
            let (secondKey, secondTo) = Self.secondTranslation[i]
            #expect(isClose(try number(stage, firstKey, line), firstTo * gather), "\(comment) line\(i + 1) \(firstKey)",
                    sourceLocation: sourceLocation)
            #expect(isClose(try number(stage, secondKey, line), secondTo * gather), "\(comment) line\(i + 1) \(secondKey)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func theLinesAreDrawnAsTheSeedDrawsThem() throws {
        let (stage, loader) = try Self.makeScene()
        let tree = stage.presentation()
        let view = try #require(tree.layer(named: "view"))
        #expect(view.sublayers.map(\.name) == ["line1", "line2", "line3", "line4"])
        // The view: frame (30, 30, 100, 100), model rotation -30 degrees.
        #expect(try stage.value(forKeyPath: "bounds", of: loader.view) == .rect(Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(try stage.value(forKeyPath: "position", of: loader.view) == .point(Point(x: 80, y: 80)))
        #expect(isClose(try stage.value(forKeyPath: "transform.rotation.z", of: loader.view).number!, -30 * Self.degree))
        let w = Self.lineWidth, m = Self.margin, L = Self.L
        // line1 (w/2, margin) -> (L - w/2, margin) = (8.333, 30.556) -> (91.667, 30.556), and so on.
        let expected: [(Point, Point)] = [
            (Point(x: w / 2, y: m), Point(x: L - w / 2, y: m)),
            (Point(x: L - m, y: w / 2), Point(x: L - m, y: L - w / 2)),
            (Point(x: L - w / 2, y: L - m), Point(x: w / 2, y: L - m)),
            (Point(x: m, y: L - w / 2), Point(x: m, y: w / 2)),
        ]
        let colors = try ["#9DD4E9", "#F5BD58", "#FF317E", "#6FC9B5"].map { try Color(parsing: $0) }
        for (i, line) in view.sublayers.enumerated() {
            guard case .move(let a)? = line.properties.path.elements.first,
                  case .line(let b)? = line.properties.path.elements.last else {
                Issue.record("line\(i + 1) is not a straight line")
                continue
            }
            #expect(isClose(a.x, expected[i].0.x) && isClose(a.y, expected[i].0.y), "line\(i + 1) start")
            #expect(isClose(b.x, expected[i].1.x) && isClose(b.y, expected[i].1.y), "line\(i + 1) end")
            #expect(isClose(line.properties.lineWidth, w))
            #expect(line.properties.lineCap == "round")
            #expect(line.properties.opacity == 0.8)
            #expect(line.properties.strokeColor == colors[i])
        }
    }

    @Test func oneCycle() throws {
        let (stage, loader) = try Self.makeScene()
        let deg = Self.degree
        #expect(stage.animationKeys(of: loader.view) == ["angleAnimation"])
        for line in loader.lines {
            #expect(stage.animationKeys(of: line) ==
                    ["lineAnimationOne", "lineAnimationTwo", "lineAnimationThree", "lineAnimationFour"])
        }

        // t = 0.5: rotation linear over 2 s, -30 + 720 * 0.5 / 2 = 150 degrees; strokeEnd
        // 1 -> 0 linear over 1 s: 1 - 0.5 = 0.5; the translations begin at 0 + D/2 = 1 and
        // fill only forwards: 0 (the model).
        try stage.advance(to: 0.5)
        #expect(isClose(try rotation(stage, loader), 150 * deg))
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 0.5")

        // t = 1.25: rotation -30 + 720 * 1.25 / 2 = 420 degrees. strokeEnd: the shrink ended
        // at 1 and holds 0 (forwards, not removed); the growth starts at 2 (no backwards fill).
        // Translations: 0.25 s into a 0.5 s pass (cycle 1 s with autoreverse): fraction 0.5,
        // linear: half of each toValue (12.5 and 5.833).
        try stage.advance(to: 1.25)
        #expect(isClose(try rotation(stage, loader), 420 * deg))
        try expectLines(stage, loader, strokeEnd: 0, gather: 0.5, "t = 1.25")

        // t = 1.5: the end of the first pass: the full toValues (25 and 11.667).
        try stage.advance(to: 1.5)
        #expect(isClose(try rotation(stage, loader), 510 * deg))   // -30 + 720 * 0.75
        try expectLines(stage, loader, strokeEnd: 0, gather: 1, "t = 1.5")

        // t = 1.8: 0.8 into the cycle, past the 0.5 s pass: folded back to 1 - 0.8 = 0.2,
        // fraction 0.4 (10 and 4.667).
        try stage.advance(to: 1.8)
        #expect(isClose(try rotation(stage, loader), 618 * deg))   // -30 + 720 * 0.9
        try expectLines(stage, loader, strokeEnd: 0, gather: 0.4, "t = 1.8")

        // t = 2.25: the rotation ended at 2 and holds 690 degrees; the translations ended at 2
        // and hold the end of their (reversed) cycle, 0; strokeEnd 0 -> 1 from 2 over 0.5:
        // 0.25 / 0.5 = 0.5.
        try stage.advance(to: 2.25)
        #expect(isClose(try rotation(stage, loader), 690 * deg))
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 2.25")

        // t = 3.0: everything holds its end: strokeEnd 1, rotation 690 degrees, while the
        // models never changed (strokeEnd 1, rotation -30 degrees).
        try stage.advance(to: 3.0)
        #expect(isClose(try rotation(stage, loader), 690 * deg))
        try expectLines(stage, loader, strokeEnd: 1, gather: 0, "t = 3.0")
        #expect(isClose(try stage.value(forKeyPath: "transform.rotation.z", of: loader.view).number!, -30 * deg))
        #expect(try stage.value(forKeyPath: "strokeEnd", of: loader.lines[0]) == .number(1))
        #expect(loader.status == .normal)
        #expect(loader.starts == [0])
    }

    /// line4's "lineAnimationFour" stops (finished) at 2 + 0.5 = 2.5; animationDidStop sets
    /// the status to normal and, Int64(interval) = 1 s later, at 3.5, starts again. The other
    /// lines' growth has no delegate and the rotation's stop is not a strokeEnd one, so there
    /// is exactly one restart per cycle: the next at 3.5 + 2.5 + 1 = 7.0.
    @Test func restartsOneIntervalAfterLine4StopsGrowing() throws {
        let (stage, loader) = try Self.makeScene()
        let deg = Self.degree

        try stage.advance(to: 0.1)
        #expect(loader.status == .animating)   // animationDidStart of the rotation, at 0

        try stage.advance(to: 2.45)
        #expect(loader.status == .animating)
        try stage.advance(to: 2.55)
        #expect(loader.status == .normal)

        // t = 3.45: still waiting: everything holds its end.
        try stage.advance(to: 3.45)
        #expect(loader.starts == [0])
        #expect(isClose(try rotation(stage, loader), 690 * deg))
        try expectLines(stage, loader, strokeEnd: 1, gather: 0, "t = 3.45")

        // t = 3.5: startAnimation() again; the new animations replace the old under the same keys.
        try stage.advance(to: 3.5)
        #expect(loader.starts.count == 2)
        #expect(isClose(loader.starts[1], 3.5))
        #expect(stage.animationKeys(of: loader.view) == ["angleAnimation"])
        #expect(stage.animationKeys(of: loader.lines[3]) ==
                ["lineAnimationOne", "lineAnimationTwo", "lineAnimationThree", "lineAnimationFour"])

        // t = 4.0: 0.5 into the second cycle, as t = 0.5 in the first: 150 degrees, strokeEnd 0.5.
        try stage.advance(to: 4.0)
        #expect(loader.status == .animating)
        #expect(isClose(try rotation(stage, loader), 150 * deg))
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 4.0")

        // t = 4.75: as t = 1.25 (translations began at 3.5 + 1 = 4.5): 420 degrees, half gathered.
        try stage.advance(to: 4.75)
        #expect(isClose(try rotation(stage, loader), 420 * deg))
        try expectLines(stage, loader, strokeEnd: 0, gather: 0.5, "t = 4.75")

        // The second cycle's line4 growth (3.5 + 2 = 5.5 to 6.0) stops at 6.0; restart at 7.0.
        try stage.advance(to: 6.9)
        #expect(loader.starts.count == 2)
        #expect(loader.status == .normal)
        try stage.advance(to: 7.05)
        #expect(loader.starts.count == 3)
        #expect(isClose(loader.starts[2], 7.0))
    }

    /// A tap while the loader waits out the interval (status normal, between 2.5 and 3.5)
    /// starts it at once (touchesEnded, case .Normal). The rotation's animationDidStart sets
    /// the status to animating, so when the dispatch_after fires at 3.5 it does not start a
    /// second time; the next restart follows this cycle: 3.0 + 2.5 + 1 = 6.5.
    @Test func aTapWhileWaitingStartsAtOnceAndTheTimerDoesNotStartAgain() throws {
        let (stage, loader) = try Self.makeScene(taps: [3.0])
        try stage.advance(to: 3.0)
        #expect(loader.starts.count == 2)
        #expect(isClose(loader.starts[1], 3.0))
        try stage.advance(to: 3.6)
        #expect(loader.starts.count == 2)
        #expect(loader.status == .animating)
        // t = 3.6, 0.6 into the cycle begun at 3.0: -30 + 720 * 0.6 / 2 = 186 degrees,
        // strokeEnd 1 - 0.6 = 0.4.
        #expect(isClose(try rotation(stage, loader), 186 * Self.degree))
        try expectLines(stage, loader, strokeEnd: 0.4, gather: 0, "t = 3.6")
        try stage.advance(to: 6.45)
        #expect(loader.starts.count == 2)
        try stage.advance(to: 6.55)
        #expect(loader.starts.count == 3)
        #expect(isClose(loader.starts[2], 6.5))
    }

    /// A tap at 0.5 pauses (status animating), a tap at 1.3 resumes (status pause), exactly as
    /// the seed's CALayer extension: pause sets timeOffset to the layer's local time and speed
    /// to 0; resume sets speed 1, timeOffset 0, beginTime 0, then beginTime to the local time
    /// now minus the paused time. The view is paused first, so the lines (its sublayers) read
    /// its frozen time.
    @Test func aTapPausesAndASecondResumes() throws {
        let (stage, loader) = try Self.makeScene(taps: [0.5, 1.3])
        let deg = Self.degree
        func timing(_ layer: LayerID) throws -> (speed: Double, timeOffset: Double, beginTime: Double) {
            (try stage.value(forKeyPath: "speed", of: layer).number!,
             try stage.value(forKeyPath: "timeOffset", of: layer).number!,
             try stage.value(forKeyPath: "beginTime", of: layer).number!)
        }

        // Pause at 0.5. view: local time 0.5 (default timing) -> timeOffset 0.5, speed 0.
        // Each line: its local time is the view's, now frozen at (0.5 - 0) * 0 + 0.5 = 0.5,
        // -> timeOffset 0.5, speed 0.
        try stage.advance(to: 0.5)
        #expect(loader.status == .pause)
        for layer in [loader.view] + loader.lines {
            let t = try timing(layer)
            #expect(t.speed == 0)
            #expect(isClose(t.timeOffset, 0.5))
            #expect(t.beginTime == 0)
            #expect(isClose(stage.localTime(of: layer), 0.5))
        }

        // t = 1.0, paused: the frame of t = 0.5 holds: 150 degrees, strokeEnd 0.5.
        try stage.advance(to: 1.0)
        #expect(isClose(try rotation(stage, loader), 150 * deg))
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 1.0 (paused)")
        // The presentation tree (what gets drawn) reads the same frozen times.
        let tree = stage.presentation()
        #expect(isClose(tree.layer(named: "view")?.properties.transform.rotationZ ?? .nan, 150 * deg))
        for name in ["line1", "line2", "line3", "line4"] {
            #expect(isClose(tree.layer(named: name)?.properties.strokeEnd ?? .nan, 0.5), "\(name) in the tree")
        }

        // Resume at 1.3. view: pausedTime 0.5; after the resets its local time is 1.3, so
        // sincePause = 1.3 - 0.5 = 0.8 = beginTime. Each line: pausedTime 0.5; after the
        // resets its local time is the view's, (1.3 - 0.8) * 1 + 0 = 0.5, so sincePause = 0
        // and beginTime 0. From now on every local time is t - 0.8.
        try stage.advance(to: 1.3)
        #expect(loader.status == .animating)
        let viewTiming = try timing(loader.view)
        #expect(viewTiming.speed == 1 && viewTiming.timeOffset == 0)
        #expect(isClose(viewTiming.beginTime, 0.8))
        for line in loader.lines {
            let t = try timing(line)
            #expect(t.speed == 1 && t.timeOffset == 0)
            #expect(isClose(t.beginTime, 0))
            #expect(isClose(stage.localTime(of: line), 0.5))
        }
        // No jump at the resume: still the t = 0.5 frame.
        #expect(isClose(try rotation(stage, loader), 150 * deg))
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 1.3 (resumed)")

        // t = 2.0, local 1.2: rotation -30 + 720 * 1.2 / 2 = 402 degrees; strokeEnd held 0;
        // translations 0.2 into their pass (begun at local 1): fraction 0.4.
        try stage.advance(to: 2.0)
        #expect(isClose(try rotation(stage, loader), 402 * deg))
        try expectLines(stage, loader, strokeEnd: 0, gather: 0.4, "t = 2.0")

        // t = 2.9, local 2.1: rotation held at 690 degrees; strokeEnd 0.1 / 0.5 = 0.2.
        try stage.advance(to: 2.9)
        #expect(isClose(try rotation(stage, loader), 690 * deg))
        try expectLines(stage, loader, strokeEnd: 0.2, gather: 0, "t = 2.9")

        // line4's growth ends at local 2.5 = clock 3.3, not 2.5: the restart comes at 4.3.
        try stage.advance(to: 3.25)
        #expect(loader.status == .animating)
        try expectLines(stage, loader, strokeEnd: 0.9, gather: 0, "t = 3.25")   // local 2.45: 0.45 / 0.5
        try stage.advance(to: 4.25)
        #expect(loader.status == .normal)
        #expect(loader.starts == [0])
        try stage.advance(to: 4.35)
        #expect(loader.starts.count == 2)
        #expect(isClose(loader.starts[1], 4.3))
    }

    /// After that pause the lines' timeline lags the clock by 0.8 s, and the seed's restart
    /// computes its delayed beginTimes from CACurrentMediaTime() (the clock), not from the
    /// lines' local time: at the restart (4.3, local 3.5) the translations get beginTime
    /// 4.3 + 1 = 5.3 and the growth 4.3 + 2 = 6.3 on the lines' timeline, i.e. clock 6.1 and
    /// 7.1, 0.8 s later than in an unpaused cycle; the rotation and the shrink (beginTime 0,
    /// "now") start at once.
    @Test func theRestartAfterAPauseKeepsTheSeedsClockBasedBeginTimes() throws {
        let (stage, loader) = try Self.makeScene(taps: [0.5, 1.3])
        let deg = Self.degree
        try stage.advance(to: 4.3)
        #expect(loader.starts.count == 2)
        let two = try #require(stage.animation(forKey: "lineAnimationTwo", of: loader.lines[0]))
        #expect(isClose(two.timing.beginTime, 5.3))
        let four = try #require(stage.animation(forKey: "lineAnimationFour", of: loader.lines[0]))
        #expect(isClose(four.timing.beginTime, 6.3))
        let rotation0 = try #require(stage.animation(forKey: "angleAnimation", of: loader.view))
        #expect(isClose(rotation0.timing.beginTime, 3.5))   // the view's local time at 4.3

        // t = 5.5, local 4.7: rotation -30 + 720 * 1.2 / 2 = 402 degrees; shrink (local 3.5 to
        // 4.5) done: strokeEnd 0; translations not begun (local 4.7 < 5.3): 0.
        try stage.advance(to: 5.5)
        #expect(isClose(try rotation(stage, loader), 402 * deg))
        try expectLines(stage, loader, strokeEnd: 0, gather: 0, "t = 5.5")

        // t = 6.4, local 5.6: the rotation ended at local 5.5 (holds 690 degrees); the
        // translations are 0.3 into their pass: fraction 0.6; the growth (local 6.3) not yet.
        try stage.advance(to: 6.4)
        #expect(isClose(try rotation(stage, loader), 690 * deg))
        try expectLines(stage, loader, strokeEnd: 0, gather: 0.6, "t = 6.4")

        // t = 7.35, local 6.55: growth 0.25 / 0.5 = 0.5; its stop at local 6.8 = clock 7.6.
        try stage.advance(to: 7.35)
        try expectLines(stage, loader, strokeEnd: 0.5, gather: 0, "t = 7.35")
        try stage.advance(to: 8.55)
        #expect(loader.starts.count == 2)
        try stage.advance(to: 8.65)
        #expect(loader.starts.count == 3)
        #expect(isClose(loader.starts[2], 8.6))
    }
}
