import Foundation
import Testing
import Animation
import Geometry
import Layers

/// Seed 004, CAShapeLayer part (docs/scenes.md#spark-segments): the Spark camera's recording
/// ring. A gray `track` circle; each press adds a colored segment and animates every
/// segment's strokeEnd (and the older ones' strokeStart) and the track's strokeStart towards
/// the full circle, over what is left of `duration`; each release copies the presentation
/// values into the model and removes the animations; the first strokeEnd animation to
/// finish (animationDidStop, finished) ends the recording.
@Suite struct SparkSegmentsSeedTests {
    /// RecordingCircleOverlayView, ported.
    final class RecordingCircleOverlayView {
        // Unowned, as a view does not own the render server: the stage's callbacks hold the view.
        unowned let stage: Stage
        let track: LayerID
        private(set) var progressLayers: [LayerID] = []
        private(set) var currentProgressLayer: LayerID?
        let duration: Double
        let strokeWidth = 7.0
        let circlePath: Path
        private(set) var hasFinishedAnimating = false
        /// Each animationDidStop that arrived with finished = true: (clock time, which animation).
        private(set) var finishedStops: [(Double, String)] = []

        init(stage: Stage, bounds: Rect, duration: Double) throws {
            self.stage = stage
            self.duration = duration
            // arcCenter = (midY, midX); radius = midX - insets (20 in all, docs/scenes.md) = 80.
            let arcCenter = Point(x: bounds.midY, y: bounds.midX)
            let radius = bounds.midX - 20
            circlePath = Path.arc(center: arcCenter, radius: radius, startAngle: Double.pi, endAngle: -Double.pi,
                                  clockwise: false)
            track = stage.makeLayer(.shape, name: "track")
            try stage.configure(track, [
                "path": .path(circlePath),
                "strokeColor": .color(try Color(parsing: "#AAAAAA")),   // lightGrayColor
                "fillColor": .color(.clear),
                "lineWidth": .number(strokeWidth),
            ])
            try stage.addSublayer(track, to: stage.root)
        }

        /// A stand-in for the seed's randomColor (the scene seeds a generator; colors are not
        /// what these tests check).
        func randomColor() -> Color {
            Color(hue: Double(progressLayers.count) * 0.3, saturation: 0.8, brightness: 0.9)
        }

        func addNewLayer() throws {
            let progressLayer = stage.makeLayer(.shape, name: "segment\(progressLayers.count + 1)")
            try stage.configure(progressLayer, [
                "path": .path(circlePath),
                "strokeColor": .color(randomColor()),
                "fillColor": .color(.clear),
                "lineWidth": .number(strokeWidth),
                "strokeEnd": .number(0),
            ])
            try stage.addSublayer(progressLayer, to: stage.root)
            progressLayers.append(progressLayer)
            currentProgressLayer = progressLayer
        }

        private func model(_ keyPath: String, _ layer: LayerID) throws -> Double {
            try stage.value(forKeyPath: keyPath, of: layer).number!
        }

        private func forwards(_ keyPath: String, from: Double, to: Double, duration: Double) -> BasicAnimation {
            var animation = BasicAnimation(keyPath: keyPath, from: .number(from), to: .number(to),
                                           timing: MediaTiming(duration: duration, repeatCount: 0, autoreverses: false,
                                                               fillMode: .forwards))
            animation.isRemovedOnCompletion = false
            return animation
        }

        func updateAnimations() throws {
            let duration = self.duration * (1 - (try model("strokeEnd", progressLayers.first!)))
            var strokeEndFinal = 1.0
            for progressLayer in progressLayers {
                let name = stage.name(of: progressLayer)
                let strokeEndAnimation = forwards("strokeEnd", from: try model("strokeEnd", progressLayer),
                                                  to: strokeEndFinal, duration: duration)
                try stage.add(strokeEndAnimation, forKey: "strokeEndAnimation", to: progressLayer,
                              onStop: { [unowned self] _, flag in try self.animationDidStop("\(name).strokeEnd", finished: flag) })
                strokeEndFinal -= (try model("strokeEnd", progressLayer) - model("strokeStart", progressLayer))
                if progressLayer != currentProgressLayer {
                    let strokeStartAnimation = forwards("strokeStart", from: try model("strokeStart", progressLayer),
                                                        to: strokeEndFinal, duration: duration)
                    try stage.add(strokeStartAnimation, forKey: "strokeStartAnimation", to: progressLayer)
                }
            }
            let backgroundLayerAnimation = forwards("strokeStart", from: try model("strokeStart", track),
                                                    to: 1, duration: duration)
            try stage.add(backgroundLayerAnimation, forKey: "strokeStartAnimation", to: track,
                          onStop: { [unowned self] _, flag in try self.animationDidStop("track.strokeStart", finished: flag) })
        }

        func removeAnimations() throws {
            for progressLayer in progressLayers {
                let presentation = stage.presentationValues(of: progressLayer)
                try stage.setValue(.number(presentation.strokeStart), forKeyPath: "strokeStart", of: progressLayer)
                // The presentation layer read again, as [progressLayer.presentationLayer strokeEnd] does.
                let strokeEnd = stage.presentationValues(of: progressLayer).strokeEnd
                try stage.setValue(.number(strokeEnd), forKeyPath: "strokeEnd", of: progressLayer)
                stage.removeAllAnimations(from: progressLayer)
            }
            try stage.setValue(.number(stage.presentationValues(of: track).strokeStart), forKeyPath: "strokeStart", of: track)
            stage.removeAllAnimations(from: track)
        }

        func animationDidStop(_ which: String, finished flag: Bool) throws {
            if flag { finishedStops.append((stage.now, which)) }
            if !hasFinishedAnimating && flag {
                try removeAnimations()
                hasFinishedAnimating = flag
            }
        }

        /// touchesBegan
        func press() throws {
            guard !hasFinishedAnimating else { return }
            try addNewLayer()
            try updateAnimations()
        }

        /// touchesEnded
        func release() throws {
            guard !hasFinishedAnimating else { return }
            try removeAnimations()
        }
    }

    static let defaultHolds: [(Double, Double)] = [(0.3, 1.3), (1.7, 2.5), (2.9, 5.5)]

    /// The scene: 200 x 200, duration 4 s, one press and one release per hold.
    static func makeScene(holds: [(Double, Double)] = defaultHolds) throws -> (Stage, RecordingCircleOverlayView) {
        let stage = Stage(width: 200, height: 200)
        let overlay = try RecordingCircleOverlayView(stage: stage, bounds: Rect(x: 0, y: 0, width: 200, height: 200), duration: 4)
        for (down, up) in holds {
            stage.at(down) { _ in try overlay.press() }
            stage.at(up) { _ in try overlay.release() }
        }
        return (stage, overlay)
    }

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Checks presentation [strokeStart, strokeEnd] of each segment and the track's strokeStart.
    func expectRing(_ stage: Stage, _ overlay: RecordingCircleOverlayView, segments: [(Double, Double)], track: Double,
                    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(overlay.progressLayers.count == segments.count, "\(comment) segment count", sourceLocation: sourceLocation)
        for (layer, (start, end)) in zip(overlay.progressLayers, segments) {
            let values = stage.presentationValues(of: layer)
            #expect(isClose(values.strokeStart, start), "\(comment) \(stage.name(of: layer)) strokeStart \(values.strokeStart)",
                    sourceLocation: sourceLocation)
            #expect(isClose(values.strokeEnd, end), "\(comment) \(stage.name(of: layer)) strokeEnd \(values.strokeEnd)",
                    sourceLocation: sourceLocation)
        }
        let trackStart = stage.presentationValues(of: overlay.track).strokeStart
        #expect(isClose(trackStart, track), "\(comment) track strokeStart \(trackStart)", sourceLocation: sourceLocation)
    }

    func noAnimations(_ stage: Stage, _ overlay: RecordingCircleOverlayView) -> Bool {
        ([overlay.track] + overlay.progressLayers).allSatisfy { stage.animationKeys(of: $0).isEmpty }
    }

    @Test func theTrackIsTheSeedsCounterclockwiseCircle() throws {
        let (stage, overlay) = try Self.makeScene(holds: [])
        let track = try #require(stage.presentation().layer(named: "track"))
        // Center (100, 100), radius 100 - 20 = 80, from angle pi to -pi counterclockwise: a
        // full circle starting at (100 - 80, 100) = (20, 100).
        guard case .move(let start)? = track.properties.path.elements.first else {
            Issue.record("the track's path has no start")
            return
        }
        #expect(isClose(start.x, 20) && isClose(start.y, 100, 1e-9))
        #expect(isClose(track.properties.path.length, 2 * Double.pi * 80, 0.1))   // a full turn (cubics: 1.4e-4 relative)
        #expect(track.properties.lineWidth == 7)
        #expect(track.properties.strokeColor == Color(red8: 0xAA, green8: 0xAA, blue8: 0xAA))
        #expect(track.properties.strokeStart == 0)
        #expect(overlay.progressLayers.isEmpty)
    }

    /// Press 1 at 0.3: segment1 (strokeEnd 0) is the current layer and the first. duration =
    /// 4 * (1 - 0) = 4. segment1: strokeEnd 0 -> strokeEndFinal 1; strokeEndFinal -= 0 - 0;
    /// no strokeStart animation (it is current). Track: strokeStart 0 -> 1. All linear.
    /// Release at 1.3: 1 s of 4: segment1 [0, 0.25], track 0.25, copied into the model.
    @Test func theFirstHold() throws {
        let (stage, overlay) = try Self.makeScene()
        try stage.advance(to: 0.3)
        let segment1 = try #require(overlay.progressLayers.first)
        #expect(stage.name(of: segment1) == "segment1")
        #expect(stage.sublayers(of: stage.root) == [overlay.track, segment1])   // drawn over the track
        #expect(stage.animationKeys(of: segment1) == ["strokeEndAnimation"])    // strokeEnd = 0 did not animate
        let end = try #require(stage.animation(forKey: "strokeEndAnimation", of: segment1) as? BasicAnimation)
        #expect(end.fromValue == .number(0) && end.toValue == .number(1))
        #expect(end.timing.duration == 4 && end.timing.fillMode == .forwards && !end.isRemovedOnCompletion)
        #expect(end.timingFunction == nil)
        let trackAnimation = try #require(stage.animation(forKey: "strokeStartAnimation", of: overlay.track) as? BasicAnimation)
        #expect(trackAnimation.fromValue == .number(0) && trackAnimation.toValue == .number(1))
        #expect(trackAnimation.timing.duration == 4)

        // t = 0.8: (0.8 - 0.3) / 4 = 0.125 of the way, linear.
        try stage.advance(to: 0.8)
        expectRing(stage, overlay, segments: [(0, 0.125)], track: 0.125, "t = 0.8")

        // t = 1.3, release: 1.0 / 4 = 0.25 copied into the model; every animation removed
        // (also the implicit ones that setting strokeStart/strokeEnd just added).
        try stage.advance(to: 1.3)
        #expect(noAnimations(stage, overlay))
        #expect(isClose(try stage.value(forKeyPath: "strokeEnd", of: segment1).number!, 0.25))
        #expect(try stage.value(forKeyPath: "strokeStart", of: segment1).number! == 0)
        #expect(isClose(try stage.value(forKeyPath: "strokeStart", of: overlay.track).number!, 0.25))
        expectRing(stage, overlay, segments: [(0, 0.25)], track: 0.25, "t = 1.3")

        // t = 1.5: between holds the ring stays as the release left it.
        try stage.advance(to: 1.5)
        expectRing(stage, overlay, segments: [(0, 0.25)], track: 0.25, "t = 1.5")
    }

    /// Press 2 at 1.7: first segment's model strokeEnd 0.25, so duration = 4 * 0.75 = 3.
    /// segment1: strokeEnd 0.25 -> 1; strokeEndFinal = 1 - (0.25 - 0) = 0.75; strokeStart
    /// 0 -> 0.75. segment2 (current): strokeEnd 0 -> 0.75. Track: 0.25 -> 1.
    /// Release at 2.5: 0.8 of 3 s; 0.75 * 0.8 / 3 = 0.2: segment1 [0.2, 0.45], segment2 [0, 0.2], track 0.45.
    @Test func theSecondHoldPushesTheFirstSegmentOn() throws {
        let (stage, overlay) = try Self.makeScene()
        try stage.advance(to: 1.7)
        #expect(overlay.progressLayers.count == 2)
        let segment1 = overlay.progressLayers[0], segment2 = overlay.progressLayers[1]
        #expect(stage.animationKeys(of: segment1) == ["strokeEndAnimation", "strokeStartAnimation"])
        #expect(stage.animationKeys(of: segment2) == ["strokeEndAnimation"])
        let start1 = try #require(stage.animation(forKey: "strokeStartAnimation", of: segment1) as? BasicAnimation)
        #expect(start1.fromValue == .number(0) && isClose(start1.toValue?.number ?? .nan, 0.75))
        #expect(isClose(start1.timing.duration, 3))
        let track = try #require(stage.animation(forKey: "strokeStartAnimation", of: overlay.track) as? BasicAnimation)
        #expect(isClose(track.fromValue?.number ?? .nan, 0.25) && track.toValue == .number(1))

        // t = 2.2: 0.5 of 3 s = 1/6: segment1 start 0.75 / 6 = 0.125, end 0.25 + 0.75 / 6 = 0.375;
        // segment2 end 0.75 / 6 = 0.125; track 0.25 + 0.125 = 0.375.
        try stage.advance(to: 2.2)
        expectRing(stage, overlay, segments: [(0.125, 0.375), (0, 0.125)], track: 0.375, "t = 2.2")

        // t = 2.5, release.
        try stage.advance(to: 2.5)
        #expect(noAnimations(stage, overlay))
        expectRing(stage, overlay, segments: [(0.2, 0.45), (0, 0.2)], track: 0.45, "t = 2.5")
        #expect(isClose(try stage.value(forKeyPath: "strokeStart", of: segment1).number!, 0.2))
        #expect(isClose(try stage.value(forKeyPath: "strokeEnd", of: segment1).number!, 0.45))
        #expect(isClose(try stage.value(forKeyPath: "strokeEnd", of: segment2).number!, 0.2))
    }

    /// Press 3 at 2.9: duration = 4 * (1 - 0.45) = 2.2. segment1: end 0.45 -> 1, final
    /// 1 - (0.45 - 0.2) = 0.75, start 0.2 -> 0.75. segment2: end 0.2 -> 0.75, final
    /// 0.75 - (0.2 - 0) = 0.55, start 0 -> 0.55. segment3: end 0 -> 0.55. Track 0.45 -> 1.
    /// All end at 2.9 + 2.2 = 5.1, before the release at 5.5.
    @Test func theThirdHoldCompletesTheRing() throws {
        let (stage, overlay) = try Self.makeScene()
        // t = 4.0: 1.1 of 2.2 s = 0.5: segment1 [0.2 + 0.275, 0.45 + 0.275] = [0.475, 0.725],
        // segment2 [0.275, 0.475], segment3 [0, 0.275], track 0.45 + 0.275 = 0.725: the
        // segments tile the circle from its start, the track covers the rest.
        try stage.advance(to: 4.0)
        #expect(stage.sublayers(of: stage.root).map { stage.name(of: $0) } == ["track", "segment1", "segment2", "segment3"])
        expectRing(stage, overlay, segments: [(0.475, 0.725), (0.275, 0.475), (0, 0.275)], track: 0.725, "t = 4.0")
        #expect(overlay.finishedStops.isEmpty)

        // t = 5.05: 2.15 of 2.2 s, still running: fraction 2.15 / 2.2 = 0.977273.
        try stage.advance(to: 5.05)
        #expect(!overlay.hasFinishedAnimating)
        let f = 2.15 / 2.2
        expectRing(stage, overlay, segments: [(0.2 + 0.55 * f, 0.45 + 0.55 * f), (0.55 * f, 0.2 + 0.55 * f), (0, 0.55 * f)],
                   track: 0.45 + 0.55 * f, "t = 5.05")
    }

    /// At 5.1 every animation ends at once. The first animationDidStop with finished = true
    /// (segment1's strokeEnd animation, the first added by updateAnimations; callbacks due
    /// at one instant run in the order the animations were added) runs removeAnimations:
    /// the filled end values [0.75, 1], [0.55, 0.75], [0, 0.55] and track 1 go into the
    /// model and every animation is removed, so the others stop with finished = false and
    /// change nothing. The release at 5.5 is ignored (hasFinishedAnimating).
    @Test func theFirstStrokeEndAnimationToFinishEndsTheRecording() throws {
        let (stage, overlay) = try Self.makeScene()
        try stage.advance(to: 5.2)
        #expect(overlay.hasFinishedAnimating)
        #expect(overlay.finishedStops.count == 1)
        #expect(isClose(overlay.finishedStops.first?.0 ?? .nan, 5.1))
        #expect(overlay.finishedStops.first?.1 == "segment1.strokeEnd")
        #expect(noAnimations(stage, overlay))
        expectRing(stage, overlay, segments: [(0.75, 1), (0.55, 0.75), (0, 0.55)], track: 1, "t = 5.2")
        for (layer, (start, end)) in zip(overlay.progressLayers, [(0.75, 1.0), (0.55, 0.75), (0.0, 0.55)]) {
            #expect(isClose(try stage.value(forKeyPath: "strokeStart", of: layer).number!, start))
            #expect(isClose(try stage.value(forKeyPath: "strokeEnd", of: layer).number!, end))
        }
        #expect(isClose(try stage.value(forKeyPath: "strokeStart", of: overlay.track).number!, 1))

        // To the scene's end (5.1 + hold 0.9 = 6.0): nothing more happens; a press after the
        // end would add no segment either.
        stage.at(5.8) { _ in try overlay.press() }
        try stage.advance(to: 6.0)
        #expect(overlay.progressLayers.count == 3)
        #expect(overlay.finishedStops.count == 1)
        #expect(noAnimations(stage, overlay))
        expectRing(stage, overlay, segments: [(0.75, 1), (0.55, 0.75), (0, 0.55)], track: 1, "t = 6.0")
    }
}
