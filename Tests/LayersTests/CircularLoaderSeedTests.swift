import Testing
import Animation
import Geometry
import Layers

/// Seeds 000 and 001, first half (docs/scenes.md#circular-loader): a thin red ring whose
/// strokeEnd follows a simulated download. Every progress update is a plain model change of
/// a standalone CAShapeLayer, so Core Animation animates it implicitly
/// (docs/core-animation.md#implicit-animations-and-transactions): 0.25 s, default curve
/// (0.25, 0.1, 0.25, 1), from the presentation value at the moment of the change to the
/// live model value, under the key "strokeEnd", replacing a running animation with that key.
@Suite struct CircularLoaderSeedTests {
    /// The seed's CircularLoaderView, ported: `view` backs a UIView, `ring` is its
    /// `circlePathLayer`.
    final class CircularLoaderView {
        // Unowned, as a view does not own the render server: the stage's callbacks hold the view.
        unowned let stage: Stage
        let view: LayerID
        let ring: LayerID
        static let circleRadius = 20.0

        /// `init(frame:)` + `configure()` + the first `layoutSubviews()`.
        init(stage: Stage, in parent: LayerID, frame: Rect) throws {
            self.stage = stage
            view = stage.makeLayer(.layer, name: "view", backsView: true)
            ring = stage.makeLayer(.shape, name: "ring", backsView: false)
            try stage.addSublayer(view, to: parent)
            try stage.setValue(.rect(frame), forKeyPath: "frame", of: view)
            // configure()
            try stage.setValue(.rect(bounds), forKeyPath: "frame", of: ring)   // circlePathLayer.frame = bounds
            try stage.configure(ring, [
                "lineWidth": .number(2),
                "fillColor": .color(.clear),
                "strokeColor": .color(Color(red: 1, green: 0, blue: 0)),   // UIColor.redColor()
            ])
            try stage.setValue(.color(.white), forKeyPath: "backgroundColor", of: view)
            try stage.addSublayer(ring, to: view)
            try setProgress(0)                                                  // progress = 0
            // layoutSubviews()
            try stage.setValue(.rect(bounds), forKeyPath: "frame", of: ring)
            try stage.setValue(.path(circlePath()), forKeyPath: "path", of: ring)
        }

        var bounds: Rect { (try? stage.value(forKeyPath: "bounds", of: view).rect) ?? .zero }

        /// circleFrame(): a 2r square centered in circlePathLayer.bounds.
        func circleFrame() throws -> Rect {
            let ringBounds = try stage.value(forKeyPath: "bounds", of: ring).rect!
            var frame = Rect(x: 0, y: 0, width: 2 * Self.circleRadius, height: 2 * Self.circleRadius)
            frame.origin.x = ringBounds.midX - frame.midX
            frame.origin.y = ringBounds.midY - frame.midY
            return frame
        }

        func circlePath() throws -> Path { Path(ovalIn: try circleFrame()) }

        /// The `progress` setter: clamps to [0, 1] and sets circlePathLayer.strokeEnd.
        func setProgress(_ newValue: Double) throws {
            let value = newValue > 1 ? 1 : (newValue < 0 ? 0 : newValue)
            try stage.setValue(.number(value), forKeyPath: "strokeEnd", of: ring)
        }
    }

    /// docs/scenes.md's default download: [time, fraction] pairs.
    static let defaultProgress: [(Double, Double)] =
        [(0.2, 0.08), (0.5, 0.2), (0.7, 0.38), (1.1, 0.5), (1.3, 0.72), (1.7, 0.9), (2.0, 1.0)]

    /// The circular-loader scene: 160 x 160 canvas, the loader filling it, one progress
    /// update per pair, each from the download callback (a callback of its own, so a
    /// transaction of its own, after the one that created the ring).
    static func makeScene(progress: [(Double, Double)] = defaultProgress) throws -> (Stage, CircularLoaderView) {
        let stage = Stage(width: 160, height: 160)
        let loader = try CircularLoaderView(stage: stage, in: stage.root, frame: Rect(x: 0, y: 0, width: 160, height: 160))
        for (time, fraction) in progress {
            stage.at(time) { _ in try loader.setProgress(fraction) }
        }
        return (stage, loader)
    }

    func strokeEnd(_ stage: Stage, _ layer: LayerID) -> Double {
        stage.presentationValues(of: layer).strokeEnd
    }

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test func setupDrawsAnEmptyRingWithoutAnimating() throws {
        let (stage, loader) = try Self.makeScene()
        try stage.advance(to: 0.1)
        // configure(): progress = 0 on a layer created in the same transaction: no animation.
        #expect(stage.animationKeys(of: loader.ring).isEmpty)
        #expect(strokeEnd(stage, loader.ring) == 0)
        let ring = try #require(stage.presentation().layer(named: "ring"))
        // lineWidth 2, fillColor clear, strokeColor red, as configure() sets them.
        #expect(ring.properties.lineWidth == 2)
        #expect(ring.properties.fillColor == .clear)
        #expect(ring.properties.strokeColor == Color(red: 1, green: 0, blue: 0))
        // circleFrame(): ring bounds (0, 0, 160, 160), so the 40 x 40 square at
        // (80 - 20, 80 - 20) = (60, 60); the path is the oval in it.
        #expect(ring.properties.path == Path(ovalIn: Rect(x: 60, y: 60, width: 40, height: 40)))
        #expect(ring.properties.bounds == Rect(x: 0, y: 0, width: 160, height: 160))
        // `view` is white and holds the ring.
        let view = try #require(stage.presentation().layer(named: "view"))
        #expect(view.properties.backgroundColor == .white)
        #expect(view.sublayers.map(\.name) == ["ring"])
    }

    @Test func eachUpdateAnimatesImplicitlyFromThePresentationValue() throws {
        let (stage, loader) = try Self.makeScene()
        let d = TimingFunction.default

        // t = 0.325: the update at 0.2 (model 0 -> 0.08) runs from the presentation value
        // then, 0 (nothing animating), for 0.25 s: x = (0.325 - 0.2) / 0.25 = 0.5, so
        // 0 + (0.08 - 0) * default(0.5) = 0.08 * 0.802403... = 0.0641923.
        try stage.advance(to: 0.325)
        #expect(stage.animationKeys(of: loader.ring) == ["strokeEnd"])
        #expect(isClose(strokeEnd(stage, loader.ring), 0.08 * d(0.5)))
        #expect(try stage.value(forKeyPath: "strokeEnd", of: loader.ring) == .number(0.08))

        // t = 0.46: that animation ended at 0.2 + 0.25 = 0.45 and was removed
        // (removedOnCompletion, no fill): the model value 0.08 shows.
        try stage.advance(to: 0.46)
        #expect(stage.animationKeys(of: loader.ring).isEmpty)
        #expect(strokeEnd(stage, loader.ring) == 0.08)

        // t = 0.6: the update at 0.5 (0.08 -> 0.2) started from the presentation value at
        // 0.5, which is the model 0.08 (the previous animation ended at 0.45);
        // x = (0.6 - 0.5) / 0.25 = 0.4: 0.08 + 0.12 * default(0.4) = 0.08 + 0.12 * 0.682541.
        try stage.advance(to: 0.6)
        #expect(isClose(strokeEnd(stage, loader.ring), 0.08 + 0.12 * d(0.4)))

        // t = 1.2 (the next gap is quiet: the 0.7 update's animation ended at 0.95):
        // the update at 1.1 runs from 0.38 to 0.5 and is at x = (1.2 - 1.1) / 0.25 = 0.4,
        // so 0.38 + 0.12 * default(0.4) = 0.461905.
        try stage.advance(to: 1.2)
        #expect(isClose(strokeEnd(stage, loader.ring), 0.38 + 0.12 * d(0.4)))

        // t = 1.6: the 1.3 update's animation ended at 1.55: model 0.72.
        try stage.advance(to: 1.6)
        #expect(strokeEnd(stage, loader.ring) == 0.72)
        #expect(stage.animationKeys(of: loader.ring).isEmpty)

        // t = 1.8: the update at 1.7 (0.72 -> 0.9; the 1.3 animation ended at 1.55, so it
        // starts from the model 0.72), x = 0.1 / 0.25 = 0.4: 0.72 + 0.18 * default(0.4).
        try stage.advance(to: 1.8)
        #expect(isClose(strokeEnd(stage, loader.ring), 0.72 + 0.18 * d(0.4)))

        // t = 2.05: the update at 2.0 (0.9 -> 1.0; the 1.7 animation ended at 1.95),
        // x = 0.05 / 0.25 = 0.2: 0.9 + 0.1 * default(0.2) = 0.9 + 0.1 * 0.295244.
        try stage.advance(to: 2.05)
        #expect(isClose(strokeEnd(stage, loader.ring), 0.9 + 0.1 * d(0.2)))

        // t = 2.75, the scene's default end (2.0 + 0.25 + hold 0.5): full ring, nothing animating.
        try stage.advance(to: 2.75)
        #expect(strokeEnd(stage, loader.ring) == 1)
        #expect(stage.animationKeys(of: loader.ring).isEmpty)
    }

    /// The updates at 0.5 and 0.7 are 0.2 s apart, less than the 0.25 s an implicit animation
    /// lasts: the second replaces the first (same key) and starts from where the first had
    /// got to, which Core Animation reads from the presentation layer before the model changes.
    @Test func anUpdateDuringARunningAnimationStartsWhereThePresentationIs() throws {
        let (stage, loader) = try Self.makeScene()
        let d = TimingFunction.default

        // Just before 0.7 only the 0.5 animation runs: from 0.08 (model at 0.5) to the live
        // model 0.2, at x = (0.7 - 0.5) / 0.25 = 0.8, so at 0.7 the presentation is
        // from07 = 0.08 + 0.12 * default(0.8) = 0.08 + 0.12 * 0.975625 = 0.197075.
        let from07 = 0.08 + 0.12 * d(0.8)

        // At 0.7 the new animation has x = 0: it shows its fromValue, from07 (no jump),
        // and is the only animation (the 0.5 one was replaced under "strokeEnd").
        try stage.advance(to: 0.7)
        #expect(stage.animationKeys(of: loader.ring) == ["strokeEnd"])
        #expect(isClose(strokeEnd(stage, loader.ring), from07))
        let implicit = try #require(stage.animation(forKey: "strokeEnd", of: loader.ring) as? BasicAnimation)
        #expect(isClose(implicit.fromValue?.number ?? .nan, from07))   // captured from the presentation
        #expect(implicit.toValue == nil)                              // to = the live model
        #expect(implicit.timing.duration == 0.25)
        #expect(implicit.timingFunction == .default)

        // t = 0.8: x = (0.8 - 0.7) / 0.25 = 0.4, from from07 to the model 0.38:
        // from07 + (0.38 - from07) * default(0.4) = 0.197075 + 0.182925 * 0.682541 = 0.321929.
        // (Had the engine read the presentation after setting the model, the 0.5 animation
        // would have run to 0.38 and given 0.08 + 0.3 * default(0.8) instead.)
        try stage.advance(to: 0.8)
        #expect(isClose(strokeEnd(stage, loader.ring), from07 + (0.38 - from07) * d(0.4)))

        // t = 0.96: the 0.7 animation ended at 0.95: model 0.38.
        try stage.advance(to: 0.96)
        #expect(strokeEnd(stage, loader.ring) == 0.38)
    }

    /// The second overlapping pair of the default download: 1.1 and 1.3.
    @Test func theSecondOverlapAtOnePointThree() throws {
        let (stage, loader) = try Self.makeScene()
        let d = TimingFunction.default
        // At 1.3 the 1.1 animation (0.38 -> 0.5) is at x = 0.2 / 0.25 = 0.8:
        // from13 = 0.38 + 0.12 * default(0.8) = 0.497075.
        let from13 = 0.38 + 0.12 * d(0.8)
        try stage.advance(to: 1.3)
        #expect(isClose(strokeEnd(stage, loader.ring), from13))
        // t = 1.4: the 1.3 animation at x = 0.1 / 0.25 = 0.4, from13 -> 0.72:
        // from13 + (0.72 - from13) * default(0.4) = 0.649230.
        try stage.advance(to: 1.4)
        #expect(isClose(strokeEnd(stage, loader.ring), from13 + (0.72 - from13) * d(0.4)))
        // t = 1.5: x = 0.8: from13 + (0.72 - from13) * default(0.8).
        try stage.advance(to: 1.5)
        #expect(isClose(strokeEnd(stage, loader.ring), from13 + (0.72 - from13) * d(0.8)))
    }

    /// The seed's setter clamps: 1.4 sets strokeEnd 1, -0.2 sets 0; each still animates
    /// implicitly from the presentation value.
    @Test func theProgressSetterClamps() throws {
        let (stage, loader) = try Self.makeScene(progress: [(0.5, 1.4), (1.0, -0.2)])
        let d = TimingFunction.default
        // t = 0.6: 0 -> min(1.4, 1) = 1 at x = 0.1 / 0.25 = 0.4: default(0.4).
        try stage.advance(to: 0.6)
        #expect(try stage.value(forKeyPath: "strokeEnd", of: loader.ring) == .number(1))
        #expect(isClose(strokeEnd(stage, loader.ring), d(0.4)))
        // t = 1.1: 1 (the 0.5 animation ended at 0.75) -> max(-0.2, 0) = 0, x = 0.4:
        // 1 + (0 - 1) * default(0.4) = 1 - 0.682541.
        try stage.advance(to: 1.1)
        #expect(try stage.value(forKeyPath: "strokeEnd", of: loader.ring) == .number(0))
        #expect(isClose(strokeEnd(stage, loader.ring), 1 - d(0.4)))
    }

    /// A view's layer never animates implicitly, a standalone one does unless actions are
    /// disabled (docs/core-animation.md#implicit-animations-and-transactions).
    @Test func theViewDoesNotAnimateAndDisabledActionsDoNot() throws {
        let (stage, loader) = try Self.makeScene(progress: [])
        stage.at(1) { stage in
            try stage.setValue(.color(.clear), forKeyPath: "backgroundColor", of: loader.view)
            try stage.transaction(Transaction(disableActions: true)) {
                try loader.setProgress(0.5)
            }
        }
        try stage.advance(to: 1.1)
        // Both changes show at once, whole: no animation was added to either layer.
        #expect(stage.animationKeys(of: loader.view).isEmpty)
        #expect(stage.animationKeys(of: loader.ring).isEmpty)
        #expect(stage.presentationValues(of: loader.view).backgroundColor == .clear)
        #expect(strokeEnd(stage, loader.ring) == 0.5)
    }

    /// Playback replays from 0 for an earlier time: asking 2.1 then 0.8 gives the same tree
    /// at 0.8 as a stage advanced straight to 0.8.
    @Test func playbackIsDeterministic() throws {
        var playback = try Playback(build: { try Self.makeScene().0 })
        let late = try playback.presentation(at: 2.1)
        let early = try playback.presentation(at: 0.8)
        let (fresh, _) = try Self.makeScene()
        try fresh.advance(to: 0.8)
        let direct = fresh.presentation()
        #expect(early.time == 0.8)
        #expect(early.layer(named: "ring")?.properties == direct.layer(named: "ring")?.properties)
        #expect(early.layer(named: "view")?.properties == direct.layer(named: "view")?.properties)
        // And 2.1 again gives what it gave the first time.
        let lateAgain = try playback.presentation(at: 2.1)
        #expect(lateAgain.layer(named: "ring")?.properties == late.layer(named: "ring")?.properties)
        // The value at 0.8 is the overlap's (see above): from07 + (0.38 - from07) * default(0.4).
        let from07 = 0.08 + 0.12 * TimingFunction.default(0.8)
        let value = try #require(early.layer(named: "ring")?.properties.strokeEnd)
        #expect(isClose(value, from07 + (0.38 - from07) * TimingFunction.default(0.4)))
    }
}
