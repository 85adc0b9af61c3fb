import Foundation
import Testing
import Animation
import Geometry
import Layers

/// Seed 002, the multicolor spinner (docs/scenes.md#spinner): ProgressView (50 x 50, centered
/// in 80 x 80, backs a view) holds a round-capped ring. animateStroke: a group of 1 s
/// repeating forever (repeatDuration infinity) with strokeEnd 0 -> 1 over 0.75 s and
/// strokeStart 0 -> 1 beginning at 0.25 s over 0.75 s, both easeInEaseOut; and a keyframe
/// animation of strokeColor through the colors, 1 s per color, easeInEaseOut over the whole,
/// repeating forever. animateRotation: the view turns 0 -> 2 pi over 2 s, linear, forever.
@Suite struct SpinnerSeedTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let systemGreen = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
    static let systemBlue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)

    /// ProgressView + ProgressShapeLayer + the three animation classes, ported.
    final class ProgressView {
        let stage: Stage
        let view: LayerID
        let shapeLayer: LayerID
        let colors: [Color]
        let lineWidth: Double

        init(stage: Stage, frame: Rect, colors: [Color], lineWidth: Double) throws {
            self.stage = stage
            self.colors = colors
            self.lineWidth = lineWidth
            view = stage.makeLayer(.layer, name: "view", backsView: true)
            try stage.addSublayer(view, to: stage.root)
            try stage.setValue(.rect(frame), forKeyPath: "frame", of: view)
            // ProgressShapeLayer(strokeColor: colors.first!, lineWidth: lineWidth)
            shapeLayer = stage.makeLayer(.shape, name: "ring")
            try stage.configure(shapeLayer, [
                "strokeColor": .color(colors[0]),
                "lineWidth": .number(lineWidth),
                "fillColor": .color(.clear),
                "lineCap": .string("round"),
            ])
            // layoutSubviews(): cornerRadius = width / 2; the path is the oval in (0, 0, w, w).
            try stage.setValue(.number(frame.width / 2), forKeyPath: "cornerRadius", of: view)
            try stage.setValue(.path(Path(ovalIn: Rect(x: 0, y: 0, width: frame.width, height: frame.width))),
                               forKeyPath: "path", of: shapeLayer)
        }

        private(set) var isAnimating = false

        /// The isAnimating property's didSet.
        func setAnimating(_ value: Bool) throws {
            isAnimating = value
            if isAnimating {
                try animateStroke()
                try animateRotation()
            } else {
                stage.removeFromSuperlayer(shapeLayer)
                stage.removeAllAnimations(from: view)
            }
        }

        /// StrokeAnimation(type:beginTime:fromValue:toValue:duration:): easeInEaseOut.
        func strokeAnimation(_ keyPath: String, beginTime: Double = 0, from: Double, to: Double, duration: Double) -> BasicAnimation {
            BasicAnimation(keyPath: keyPath, from: .number(from), to: .number(to),
                           timing: MediaTiming(beginTime: beginTime, duration: duration), timingFunction: .easeInEaseOut)
        }

        func animateStroke() throws {
            let startAnimation = strokeAnimation("strokeStart", beginTime: 0.25, from: 0, to: 1, duration: 0.75)
            let endAnimation = strokeAnimation("strokeEnd", from: 0, to: 1, duration: 0.75)
            let strokeAnimationGroup = AnimationGroup(animations: [startAnimation, endAnimation],
                                                      timing: MediaTiming(duration: 1, repeatDuration: .infinity))
            try stage.add(strokeAnimationGroup, forKey: nil, to: shapeLayer)
            // StrokeColorAnimation(colors:, duration: group duration * colors.count)
            let colorAnimation = KeyframeAnimation(keyPath: "strokeColor", values: colors.map { .color($0) },
                                                   timing: MediaTiming(duration: 1 * Double(colors.count), repeatCount: .infinity),
                                                   timingFunction: .easeInEaseOut)
            try stage.add(colorAnimation, forKey: nil, to: shapeLayer)
            try stage.addSublayer(shapeLayer, to: view)
        }

        func animateRotation() throws {
            // RotationAnimation(direction: .z, fromValue: 0, toValue: 2 pi, duration: 2, repeatCount: forever)
            let rotationAnimation = BasicAnimation(keyPath: "transform.rotation.z", from: .number(0), to: .number(2 * Double.pi),
                                                   timing: MediaTiming(duration: 2, repeatCount: .infinity))
            try stage.add(rotationAnimation, forKey: nil, to: view)
        }
    }

    /// The scene: 80 x 80, the 50-point view at (15, 15), lineWidth 5, red / systemGreen /
    /// systemBlue, animating from the start; `stopAt` sets isAnimating = false.
    static func makeScene(stopAt: Double? = nil) throws -> (Stage, ProgressView) {
        let stage = Stage(width: 80, height: 80)
        let spinner = try ProgressView(stage: stage, frame: Rect(x: 15, y: 15, width: 50, height: 50),
                                       colors: [red, systemGreen, systemBlue], lineWidth: 5)
        try spinner.setAnimating(true)
        if let stopAt { stage.at(stopAt) { _ in try spinner.setAnimating(false) } }
        return (stage, spinner)
    }

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    func isClose(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        isClose(a.red, b.red, tolerance) && isClose(a.green, b.green, tolerance)
            && isClose(a.blue, b.blue, tolerance) && isClose(a.alpha, b.alpha, tolerance)
    }

    /// a + (b - a) * f per component, as a color keyframe segment blends.
    func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
              blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    func rotation(_ stage: Stage, _ spinner: ProgressView) throws -> Double {
        try stage.presentationValue(forKeyPath: "transform.rotation.z", of: spinner.view).number!
    }

    @Test func theRingIsTheSeedsShapeLayer() throws {
        let (stage, _) = try Self.makeScene()
        let view = try #require(stage.presentation().layer(named: "view"))
        #expect(view.properties.bounds == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.properties.position == Point(x: 40, y: 40))
        #expect(view.properties.cornerRadius == 25)
        #expect(view.sublayers.map(\.name) == ["ring"])
        let ring = try #require(view.sublayers.first)
        #expect(ring.properties.path == Path(ovalIn: Rect(x: 0, y: 0, width: 50, height: 50)))
        #expect(ring.properties.lineWidth == 5)
        #expect(ring.properties.lineCap == "round")
        #expect(ring.properties.fillColor == .clear)
        #expect(try stage.value(forKeyPath: "strokeColor", of: stage.layer(named: "ring")!) == .color(Self.red))
    }

    /// The group hands its children its own (linear) pass time u = t mod 1.
    @Test func theStrokeGroupChasesItselfEverySecond() throws {
        let (stage, spinner) = try Self.makeScene()
        let eio = TimingFunction.easeInEaseOut
        let ring = spinner.shapeLayer
        func check(_ time: Double, start: Double, end: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try stage.advance(to: time)
            let values = stage.presentationValues(of: ring)
            #expect(isClose(values.strokeStart, start), "strokeStart at \(time): \(values.strokeStart)", sourceLocation: sourceLocation)
            #expect(isClose(values.strokeEnd, end), "strokeEnd at \(time): \(values.strokeEnd)", sourceLocation: sourceLocation)
        }
        // t = 0.1: strokeEnd at 0.1 / 0.75: eio(0.133333) = 0.0350; strokeStart begins at
        // 0.25 and has no backwards fill: the model, 0.
        try check(0.1, start: 0, end: eio(0.1 / 0.75))
        // t = 0.3: strokeEnd eio(0.3 / 0.75 = 0.4) = 0.331884; strokeStart
        // eio((0.3 - 0.25) / 0.75 = 1/15) = 0.008647.
        try check(0.3, start: eio(0.05 / 0.75), end: eio(0.4))
        // t = 0.9: strokeEnd ended at 0.75 inside the group, no fill: the model, 1;
        // strokeStart eio(0.65 / 0.75 = 0.866667) = 0.964490.
        try check(0.9, start: eio(0.65 / 0.75), end: 1)
        // t = 1.3: the second pass, u = 0.3: as at 0.3.
        try check(1.3, start: eio(0.05 / 0.75), end: eio(0.4))
        // t = 5.6: u = 0.6: strokeEnd eio(0.8) = 0.918340; strokeStart eio(0.35 / 0.75) = 0.442691.
        try check(5.6, start: eio(0.35 / 0.75), end: eio(0.8))
        // t = 100.45, still repeating (repeatDuration infinity): u = 0.45: strokeEnd eio(0.6),
        // strokeStart eio(0.2 / 0.75).
        try check(100.45, start: eio(0.2 / 0.75), end: eio(0.6))
    }

    /// Keyframes red, green, blue at key times 0, 0.5, 1 (evenly spaced) over 3 s, the
    /// whole warped by easeInEaseOut first: p = eio((t mod 3) / 3); p < 0.5 blends red to
    /// green by p / 0.5, else green to blue by (p - 0.5) / 0.5.
    @Test func theStrokeColorCyclesThroughTheColors() throws {
        let (stage, spinner) = try Self.makeScene()
        let eio = TimingFunction.easeInEaseOut
        let (red, green, blue) = (Self.red, Self.systemGreen, Self.systemBlue)
        func color(at time: Double) throws -> Color {
            try stage.advance(to: time)
            return stage.presentationValues(of: spinner.shapeLayer).strokeColor
        }
        // t = 0.3: x = 0.1, p = eio(0.1) = 0.019722: red -> green by 0.039445.
        #expect(isClose(try color(at: 0.3), mix(red, green, eio(0.1) / 0.5)))
        // t = 1.0: x = 1/3, p = eio(1/3) = 0.231775: red -> green by 0.463550.
        #expect(isClose(try color(at: 1.0), mix(red, green, eio(1.0 / 3) / 0.5)))
        // t = 2.0: x = 2/3, p = eio(2/3) = 0.768225: green -> blue by 0.536450.
        #expect(isClose(try color(at: 2.0), mix(green, blue, (eio(2.0 / 3) - 0.5) / 0.5)))
        // t = 2.9: x = 2.9 / 3 = 0.966667, p = eio(0.966667): green -> blue by (p - 0.5) / 0.5.
        #expect(isClose(try color(at: 2.9), mix(green, blue, (eio(2.9 / 3) - 0.5) / 0.5)))
        // t = 4.0: the second cycle, u = 1: as at 1.0.
        #expect(isClose(try color(at: 4.0), mix(red, green, eio(1.0 / 3) / 0.5)))
        // t = 5.6: u = 2.6, x = 0.866667, p = eio(0.866667) = 0.964490: green -> blue by 0.928980.
        #expect(isClose(try color(at: 5.6), mix(green, blue, (eio(2.6 / 3) - 0.5) / 0.5)))
    }

    @Test func theViewTurnsOnceEveryTwoSeconds() throws {
        let (stage, spinner) = try Self.makeScene()
        // Linear, 0 -> 2 pi over 2 s: 2 pi * (t mod 2) / 2 = pi * (t mod 2).
        try stage.advance(to: 0.5)
        #expect(isClose(try rotation(stage, spinner), Double.pi / 2))
        try stage.advance(to: 1.5)
        #expect(isClose(try rotation(stage, spinner), 1.5 * Double.pi))
        try stage.advance(to: 3.5)   // u = 1.5
        #expect(isClose(try rotation(stage, spinner), 1.5 * Double.pi))
        try stage.advance(to: 5.6)   // u = 1.6
        #expect(isClose(try rotation(stage, spinner), 1.6 * Double.pi))
        // The model never turns.
        #expect(try stage.value(forKeyPath: "transform.rotation.z", of: spinner.view) == .number(0))
    }

    /// The periods are 1, 2 and 3 s: the scene repeats every 6 s. At 6.0 every animation is
    /// at the start of a pass: strokeEnd eio(0) = 0, strokeStart the model 0, red, no turn.
    @Test func theSceneIsSeamlessOverSixSeconds() throws {
        let (early, earlySpinner) = try Self.makeScene()
        let (late, lateSpinner) = try Self.makeScene()
        for time in [0.7, 1.9, 2.35, 4.8] {
            try early.advance(to: time)
            try late.advance(to: time + 6)
            let a = early.presentationValues(of: earlySpinner.shapeLayer)
            let b = late.presentationValues(of: lateSpinner.shapeLayer)
            #expect(isClose(a.strokeStart, b.strokeStart, 1e-9) && isClose(a.strokeEnd, b.strokeEnd, 1e-9), "stroke at \(time)")
            #expect(isClose(a.strokeColor, b.strokeColor, 1e-9), "color at \(time)")
            #expect(isClose(try rotation(early, earlySpinner), try rotation(late, lateSpinner)), "rotation at \(time)")
        }
        let (stage, spinner) = try Self.makeScene()
        try stage.advance(to: 6)
        let values = stage.presentationValues(of: spinner.shapeLayer)
        #expect(isClose(values.strokeEnd, 0) && values.strokeStart == 0)
        #expect(isClose(values.strokeColor, Self.red))
        #expect(isClose(try rotation(stage, spinner), 0))
    }

    /// isAnimating = false: the ring leaves the view and the view's animations are removed
    /// (the ring's own stay on it, out of the tree, as in the seed).
    @Test func stoppingRemovesTheRingAndTheRotation() throws {
        let (stage, spinner) = try Self.makeScene(stopAt: 2.5)
        try stage.advance(to: 2.4)
        // Still turning: pi * 0.4.
        #expect(isClose(try rotation(stage, spinner), 0.4 * Double.pi))
        try stage.advance(to: 2.6)
        #expect(stage.sublayers(of: spinner.view).isEmpty)
        #expect(try rotation(stage, spinner) == 0)   // the model, no animation left
        let tree = stage.presentation()
        #expect(tree.layer(named: "ring") == nil)
        #expect(tree.layer(named: "view")?.sublayers.isEmpty == true)
        #expect(tree.layer(named: "view")?.properties.transform.rotationZ == 0)
    }
}
