import Foundation
import Testing
import Animation
import Geometry
import Layers

/// Seed 004, CAGradientLayer part (docs/scenes.md#gradient-bar): a horizontal rainbow
/// (73 colors, hue 0 to 360 by 5) in a view-backing CAGradientLayer. performAnimation moves
/// the last color to the front, sets the model, and adds a colors animation with only a
/// toValue (the shifted colors), 0.08 s, linear, removed on completion; its
/// animationDidStop calls performAnimation again, forever. A to-only animation runs from the
/// live model value (docs/core-animation.md#basic-animations), which already is the shifted array, so the
/// gradient steps one color every 0.08 s instead of blending. A standalone mask layer's
/// width follows the progress, each change an implicit animation.
@Suite struct GradientBarSeedTests {
    /// The 73 colors of initWithFrame: UIColor(hue: hue / 360, saturation: 1, brightness: 1)
    /// for hue = 0, 5, ..., 360.
    static let rainbow: [Color] = stride(from: 0, through: 360, by: 5).map {
        Color(hue: Double($0) / 360, saturation: 1, brightness: 1)
    }

    /// GradientProgressView, ported.
    final class GradientProgressView {
        // Unowned, as a view does not own the render server: the stage's callbacks hold the view.
        unowned let stage: Stage
        let layer: LayerID
        let maskLayer: LayerID
        private(set) var progress = 0.0
        /// Each performAnimation: the clock time it ran.
        private(set) var performed: [Double] = []

        init(stage: Stage, frame: Rect) throws {
            self.stage = stage
            // + (Class)layerClass { return [CAGradientLayer class]; }: the view's own layer.
            layer = stage.makeLayer(.gradient, name: "gradient", backsView: true)
            try stage.addSublayer(layer, to: stage.root)
            try stage.setValue(.rect(frame), forKeyPath: "frame", of: layer)
            try stage.setValue(.point(Point(x: 0, y: 0.5)), forKeyPath: "startPoint", of: layer)
            try stage.setValue(.point(Point(x: 1, y: 0.5)), forKeyPath: "endPoint", of: layer)
            try stage.setValue(.colors(GradientBarSeedTests.rainbow), forKeyPath: "colors", of: layer)
            maskLayer = stage.makeLayer(.layer, name: "mask")
            try stage.setValue(.rect(Rect(x: 0, y: 0, width: 0, height: frame.height)), forKeyPath: "frame", of: maskLayer)
            try stage.setValue(.color(.black), forKeyPath: "backgroundColor", of: maskLayer)
            try stage.setMask(maskLayer, of: layer)
        }

        func performAnimation() throws {
            performed.append(stage.now)
            // Move the last color in the array to the front, shifting all the other colors.
            var mutable = try stage.value(forKeyPath: "colors", of: layer).colors!
            let lastColor = mutable.removeLast()
            mutable.insert(lastColor, at: 0)
            let shiftedColors = mutable
            // Update the colors on the model layer.
            try stage.setValue(.colors(shiftedColors), forKeyPath: "colors", of: layer)
            // Create an animation to slowly move the gradient left to right.
            var animation = BasicAnimation(keyPath: "colors", to: .colors(shiftedColors),
                                           timing: MediaTiming(duration: 0.08, fillMode: .forwards))
            animation.isRemovedOnCompletion = true
            try stage.add(animation, forKey: "animateGradient", to: layer,
                          onStop: { [unowned self] _, _ in try self.performAnimation() })
        }

        func setProgress(_ value: Double) throws {
            if progress != value {
                progress = min(1.0, abs(value))
                try layoutSubviews()   // setNeedsLayout: the layout pass of this same turn
            }
        }

        func layoutSubviews() throws {
            var maskRect = try stage.value(forKeyPath: "frame", of: maskLayer).rect!
            let bounds = try stage.value(forKeyPath: "bounds", of: layer).rect!
            maskRect.size.width = bounds.width * progress
            try stage.setValue(.rect(maskRect), forKeyPath: "frame", of: maskLayer)
        }
    }

    /// The scene: 320 x 32, the bar at (0, 12, 320, 8); the flow starts at once; progress
    /// steps [0.3, 0.2, 0.4, 0.1] at 1, 2, 3, 4 s, progress = min(1, running sum).
    static func makeScene(steps: [Double] = [0.3, 0.2, 0.4, 0.1]) throws -> (Stage, GradientProgressView) {
        let stage = Stage(width: 320, height: 32)
        let bar = try GradientProgressView(stage: stage, frame: Rect(x: 0, y: 12, width: 320, height: 8))
        try bar.performAnimation()
        var sum = 0.0
        for (i, step) in steps.enumerated() {
            sum += step
            let progress = min(1, sum)
            stage.at(Double(i + 1)) { _ in try bar.setProgress(progress) }
        }
        return (stage, bar)
    }

    /// The rainbow after k shifts of the last color to the front: element i is
    /// rainbow[(i - k) mod 73].
    static func shifted(_ k: Int) -> [Color] {
        let n = rainbow.count
        return (0..<n).map { rainbow[((($0 - k) % n) + n) % n] }
    }

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test func theGradientIsTheSeedsRainbow() throws {
        let (stage, _) = try Self.makeScene()
        #expect(Self.rainbow.count == 73)   // hue 0, 5, ..., 360: 360 / 5 + 1
        let gradient = try #require(stage.presentation().layer(named: "gradient"))
        #expect(gradient.properties.startPoint == Point(x: 0, y: 0.5))
        #expect(gradient.properties.endPoint == Point(x: 1, y: 0.5))
        #expect(gradient.properties.bounds == Rect(x: 0, y: 0, width: 320, height: 8))
        #expect(gradient.properties.position == Point(x: 160, y: 16))
        // Hue 120 (index 24) is pure green, hue 240 (index 48) pure blue.
        #expect(Self.rainbow[24] == Color(red: 0, green: 1, blue: 0))
        #expect(Self.rainbow[48] == Color(red: 0, green: 0, blue: 1))
        // The mask: a plain layer, black, frame (0, 0, 0, 8), masking the gradient.
        let mask = try #require(gradient.mask)
        #expect(mask.name == "mask")
        #expect(mask.properties.bounds == Rect(x: 0, y: 0, width: 0, height: 8))
        #expect(mask.properties.backgroundColor == .black)
    }

    /// One step: performAnimation at 0 shifts the model once and adds a to-only animation
    /// whose toValue is that same shifted array.
    @Test func performAnimationShiftsTheModelAndAddsAToOnlyAnimation() throws {
        let (stage, bar) = try Self.makeScene()
        #expect(try stage.value(forKeyPath: "colors", of: bar.layer) == .colors(Self.shifted(1)))
        // The last color (hue 360, red again) is now first, hue 0 second.
        #expect(Self.shifted(1)[0] == Self.rainbow[72] && Self.shifted(1)[1] == Self.rainbow[0])
        #expect(stage.animationKeys(of: bar.layer) == ["animateGradient"])
        let animation = try #require(stage.animation(forKey: "animateGradient", of: bar.layer) as? BasicAnimation)
        #expect(animation.fromValue == nil && animation.byValue == nil)
        #expect(animation.toValue == .colors(Self.shifted(1)))
        #expect(animation.timing.duration == 0.08)
        #expect(animation.timingFunction == nil)   // linear
        #expect(animation.isRemovedOnCompletion)

        // t = 0.04, halfway through the first animation: it runs from the live model
        // (shifted once) to the toValue (shifted once): exactly the shifted colors, no blend
        // with the unshifted rainbow.
        try stage.advance(to: 0.04)
        #expect(stage.presentationValues(of: bar.layer).colors == Self.shifted(1))
    }

    /// Each stop runs performAnimation again: at 0, 0.08, 0.16, ... (each animation begins
    /// when the previous one stops, 0.08 s after it began). At a time t halfway between
    /// steps, k = floor(t / 0.08) + 1 shifts have happened and the presentation is the
    /// model, the rainbow shifted k times.
    @Test func theGradientStepsOneColorEveryEightyMillisecondsForever() throws {
        let (stage, bar) = try Self.makeScene()
        // t = 0.12: steps at 0 and 0.08: k = 2.
        // t = 1.0: steps at 0, 0.08, ..., 0.96 (12 * 0.08): k = 13.
        // t = 5.0: up to 4.96 = 62 * 0.08: k = 63.
        // t = 6.2: up to 6.16 = 77 * 0.08: k = 78, which is 78 - 73 = 5 shifts past a full turn.
        // t = 9.0: up to 8.96 = 112 * 0.08: k = 113 = 73 + 40.
        for (time, k) in [(0.12, 2), (1.0, 13), (5.0, 63), (6.2, 78), (9.0, 113)] {
            try stage.advance(to: time)
            #expect(bar.performed.count == k, "shifts by \(time)")
            #expect(stage.presentationValues(of: bar.layer).colors == Self.shifted(k), "colors at \(time)")
            #expect(try stage.value(forKeyPath: "colors", of: bar.layer) == .colors(Self.shifted(k)))
            #expect(stage.animationKeys(of: bar.layer) == ["animateGradient"])
        }
        // 73 shifts bring the rainbow back: shifted(78) == shifted(5).
        #expect(Self.shifted(78) == Self.shifted(5))
        // The steps are 0.08 s apart: the 100th ran at 99 * 0.08 = 7.92.
        #expect(isClose(bar.performed[99], 7.92, 1e-9))
    }

    /// setProgress + layoutSubviews: mask width = 320 * progress, set through the mask's
    /// frame; the mask is a standalone layer, so bounds (width) and position (the frame's
    /// center, x = width / 2 with the default anchor) animate implicitly: 0.25 s, default
    /// curve, from the presentation value at the change.
    @Test func theMaskWidthFollowsTheProgressImplicitly() throws {
        let (stage, bar) = try Self.makeScene()
        let d = TimingFunction.default
        func maskWidth() -> Double { stage.presentationValues(of: bar.maskLayer).bounds.width }
        func maskX() -> Double { stage.presentationValues(of: bar.maskLayer).position.x }

        try stage.advance(to: 0.9)
        #expect(maskWidth() == 0)

        // t = 1.1: progress 0.3, width 0 -> 96 at x = 0.1 / 0.25 = 0.4: 96 * default(0.4) = 65.524;
        // position.x 0 -> 48: 48 * default(0.4).
        try stage.advance(to: 1.1)
        #expect(Set(stage.animationKeys(of: bar.maskLayer)) == ["bounds", "position"])
        #expect(isClose(maskWidth(), 96 * d(0.4)))
        #expect(isClose(maskX(), 48 * d(0.4)))
        #expect(try stage.value(forKeyPath: "bounds.size.width", of: bar.maskLayer) == .number(96))
        // Through the presentation tree: the mask under the gradient shows the same.
        let mask = try #require(stage.presentation().layer(named: "gradient")?.mask)
        #expect(isClose(mask.properties.bounds.width, 96 * d(0.4)))
        #expect(mask.properties.bounds.height == 8)

        // t = 1.5: done (ended 1.25): 96.
        try stage.advance(to: 1.5)
        #expect(maskWidth() == 96)
        #expect(stage.animationKeys(of: bar.maskLayer).isEmpty)

        // t = 2.1: progress 0.3 + 0.2 = 0.5: 96 -> 160 at x = 0.4: 96 + 64 * default(0.4).
        try stage.advance(to: 2.1)
        #expect(isClose(maskWidth(), 96 + 64 * d(0.4)))
        #expect(isClose(maskX(), 48 + 32 * d(0.4)))

        // t = 3.125: progress 0.9: 160 -> 288 at x = 0.125 / 0.25 = 0.5: 160 + 128 * default(0.5) = 262.708.
        try stage.advance(to: 3.125)
        #expect(isClose(maskWidth(), 160 + 128 * d(0.5)))

        // t = 4.1: progress min(1, 1.0) = 1: 288 -> 320 at x = 0.4: 288 + 32 * default(0.4).
        try stage.advance(to: 4.1)
        #expect(isClose(maskWidth(), 288 + 32 * d(0.4)))

        // t = 5.0, the scene's end (4.0 + 0.25 + hold 0.75): full width, frame (0, 0, 320, 8).
        try stage.advance(to: 5.0)
        #expect(maskWidth() == 320)
        #expect(maskX() == 160)
        #expect(try stage.value(forKeyPath: "frame", of: bar.maskLayer) == .rect(Rect(x: 0, y: 0, width: 320, height: 8)))
        // Meanwhile the colors kept stepping (k = 63 by 5.0, as above).
        #expect(stage.presentationValues(of: bar.layer).colors == Self.shifted(63))
    }

    /// Two progress changes 0.1 s apart: the second starts from where the first had got to.
    @Test func aSecondProgressChangeStartsFromThePresentation() throws {
        let stage = Stage(width: 320, height: 32)
        let bar = try GradientProgressView(stage: stage, frame: Rect(x: 0, y: 12, width: 320, height: 8))
        stage.at(1.0) { _ in try bar.setProgress(0.5) }
        stage.at(1.1) { _ in try bar.setProgress(1.0) }
        let d = TimingFunction.default
        // At 1.1 the first (0 -> 160) is at x = 0.4: w1 = 160 * default(0.4) = 109.206.
        let w1 = 160 * d(0.4)
        // t = 1.2: the second, from w1 to 320, at x = 0.1 / 0.25 = 0.4: w1 + (320 - w1) * default(0.4).
        try stage.advance(to: 1.2)
        #expect(isClose(stage.presentationValues(of: bar.maskLayer).bounds.width, w1 + (320 - w1) * d(0.4)))
    }
}
