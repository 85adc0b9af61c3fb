import Foundation
import GIF
import Testing

/// The corpus (Scenes/corpus/): loaders written as their authors write them for iOS, in
/// the styles of the public collections and tutorials, each rendered as it is and its
/// presentation values checked at chosen times against values derived by hand from Core
/// Animation's (and UIKit's) rules, one derivation a line.
@Suite struct CorpusTests {
    static let scenes = [
        "nv-ball-pulse", "nv-ball-clip-rotate.swift", "spinkit-three-bounce.swift", "spinkit-wave.swift",
        "replicator-dots.swift", "m13-progress-ring.swift", "timer-loading-label.swift",
        "displaylink-bouncing-dots.swift", "spring-dots.swift", "keyframes-square.swift", "gradient-ring-spinner.swift",
        "material-spinner.swift", "pie-progress.swift", "success-checkmark.swift",
    ]

    /// Every loader renders with one command: exit 0, a GIF, nothing on stderr.
    @Test(arguments: scenes)
    func rendersAsWritten(scene: String) throws {
        let out = temporaryFolder("corpus") + "/loader.gif"
        let result = try corpusScene(["render", "corpus/" + scene, "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty, "\(scene): \(result.err)")
        #expect(FileManager.default.fileExists(atPath: out), "\(scene)")
    }

    // MARK: NVActivityIndicatorView

    /// Ball pulse: keyframes [1, 0.3, 1] at keyTimes [0, 0.3, 1] over 0.75 s, the balls begun
    /// at 0.12, 0.24, 0.36 s; ball scale: a group of scale 0 → 1 and opacity 1 → 0 over 1 s.
    @Test func nvBallPulseAndBallScale() throws {
        var layers = try presentation("nv-ball-pulse", at: 0.1)
        // Before their beginTimes, no backwards fill: the model scale, 1.
        for ball in ["ball-0", "ball-1", "ball-2"] { expectValue(layers, ball, "transform.scale.x", 1) }

        layers = try presentation("nv-ball-pulse", at: 0.345)
        // 0.345 = 0.12 + 0.3 × 0.75: ball 0 is at keyTime 0.3, its value 0.3 whatever the control points.
        expectValue(layers, "ball-0", "transform.scale.x", 0.3, within: 1e-6)
        // Ball 2 begins at 0.36: still the model's 1.
        expectValue(layers, "ball-2", "transform.scale.x", 1)

        layers = try presentation("nv-ball-pulse", at: 0.5)
        // Ball scale's group eases in and out, symmetric about its middle: at 0.5 s of 1 s, progress 0.5.
        expectValue(layers, "scaling-ball", "transform.scale.x", 0.5, within: 1e-9)  // 0 + 0.5 × (1 − 0)
        expectValue(layers, "scaling-ball", "opacity", 0.5, within: 1e-9)  // 1 + 0.5 × (0 − 1)

        layers = try presentation("nv-ball-pulse", at: 1.095)
        // repeatCount HUGE: 1.095 = 0.12 + 0.75 + 0.225, ball 0 at keyTime 0.3 of its second cycle.
        expectValue(layers, "ball-0", "transform.scale.x", 0.3, within: 1e-6)
    }

    /// Ball clip rotate: a group (0.75 s, ease in-out) of keyframes scale [1, 0.6, 1] and
    /// rotation [0, M_PI, 2 * M_PI] at keyTimes [0, 0.5, 1].
    @Test func nvBallClipRotate() throws {
        var layers = try presentation("nv-ball-clip-rotate.swift", at: 0)
        // At the group's start: the first values.
        expectValue(layers, "clip-ring", "transform.scale.x", 1)
        expectValue(layers, "clip-ring", "transform.rotation.z", 0)

        layers = try presentation("nv-ball-clip-rotate.swift", at: 0.375)
        // Half of 0.75 s, ease in-out at 0.5 is 0.5: keyTime 0.5, so scale 0.6 and rotation π.
        expectValue(layers, "clip-ring", "transform.scale.x", 0.6, within: 1e-9)
        expectValue(layers, "clip-ring", "transform.rotation.z", Double.pi, within: 1e-9)

        layers = try presentation("nv-ball-clip-rotate.swift", at: 1.125)
        // Repeating: 1.125 = 0.75 + 0.375, the middle of the second cycle again.
        expectValue(layers, "clip-ring", "transform.scale.y", 0.6, within: 1e-9)
        expectValue(layers, "clip-ring", "transform.rotation.z", Double.pi, within: 1e-9)
    }

    // MARK: SpinKit

    /// Three bounce: transform keyframes scale 0, 1, 0, 0 at keyTimes [0, 0.4, 0.8, 1] over
    /// 1.4 s, ease in-out per segment, dot i begun at 0.16 × i; the model transform is scale 0.
    @Test func spinKitThreeBounce() throws {
        var layers = try presentation("spinkit-three-bounce.swift", at: 0.1)
        // Dots 1 and 2 have not begun (0.16, 0.32 s): their model transform, scale 0.
        expectValue(layers, "dot-1", "transform.scale.x", 0)
        expectValue(layers, "dot-2", "transform.scale.y", 0)

        layers = try presentation("spinkit-three-bounce.swift", at: 0.28)
        // Dot 0 at 0.28 / 1.4 = 0.2, halfway through the 0 → 1 segment [0, 0.4]; ease in-out at 0.5: 0.5.
        expectValue(layers, "dot-0", "transform.scale.x", 0.5, within: 1e-9)

        layers = try presentation("spinkit-three-bounce.swift", at: 0.72)
        // Dot 1 at (0.72 − 0.16) / 1.4 = 0.4, keyTime 0.4: scale 1.
        expectValue(layers, "dot-1", "transform.scale.x", 1, within: 1e-9)
        // Dot 0 at 0.72 / 1.4 = 0.514, on its way down but not below 0.8 yet: strictly between 0 and 1.
        let dot0 = try #require(number(layers, "dot-0", "transform.scale.x"))
        #expect(dot0 > 0 && dot0 < 1)
    }

    /// Wave: transform keyframes scaleY 0.4, 1, 0.4, 0.4 at keyTimes [0, 0.2, 0.4, 1] over
    /// 1.2 s, ease in-out per segment; bar i begun at −1.2 + 0.1 × i (already running).
    @Test func spinKitWave() throws {
        var layers = try presentation("spinkit-wave.swift", at: 0.12)
        // Bar 0's local time 1.32 mod 1.2 = 0.12, fraction 0.1: halfway 0.4 → 1, eased 0.5: 0.7.
        expectValue(layers, "bar-0", "transform.scale.y", 0.7, within: 1e-9)
        expectValue(layers, "bar-0", "transform.scale.x", 1)
        // Bar 2's local time 1.12, fraction 0.933, in the last segment 0.4 → 0.4: 0.4.
        expectValue(layers, "bar-2", "transform.scale.y", 0.4, within: 1e-9)

        layers = try presentation("spinkit-wave.swift", at: 0.22)
        // Bar 1 is 0.1 s behind bar 0: at 0.22 it is where bar 0 was at 0.12, 0.7.
        expectValue(layers, "bar-1", "transform.scale.y", 0.7, within: 1e-9)

        layers = try presentation("spinkit-wave.swift", at: 0.24)
        // Bar 0 at fraction 0.24 / 1.2 = 0.2, keyTime 0.2: the peak, 1.
        expectValue(layers, "bar-0", "transform.scale.y", 1, within: 1e-9)
        // Bar 4 begun at −0.8: local 1.04, fraction 0.867, in the flat last segment: 0.4.
        expectValue(layers, "bar-4", "transform.scale.y", 0.4, within: 1e-9)
    }

    // MARK: CAReplicatorLayer

    /// One dot shrinking 1 → 0.1 over 1 s (no timing function: linear), copied ten times
    /// by the replicator that layoutSubviews sized.
    @Test func replicatorDots() throws {
        var layers = try presentation("replicator-dots.swift", at: 0.25)
        // Linear: 1 + 0.25 × (0.1 − 1) = 0.775.
        expectValue(layers, "dot", "transform.scale.x", 0.775, within: 1e-9)
        // instanceCount = dotCount 10, instanceDelay = period / dotCount = 0.1.
        expectValue(layers, "replicator", "instanceCount", 10)
        expectValue(layers, "replicator", "instanceDelay", 0.1, within: 1e-12)
        // layoutSubviews: the replicator fills the 60-point view; the dot is centred at the top.
        #expect(layers["replicator"]?["bounds"] as? [Double] == [0, 0, 60, 60])
        #expect(layers["dot"]?["position"] as? [Double] == [30, 4])  // (midX, dotSize / 2)

        layers = try presentation("replicator-dots.swift", at: 0.5)
        // 1 + 0.5 × (0.1 − 1) = 0.55.
        expectValue(layers, "dot", "transform.scale.x", 0.55, within: 1e-9)
    }

    // MARK: KDCircularProgress

    /// The layer class's @NSManaged angle animates linearly 0 → 360 over 1 s; the
    /// delegate's animationDidStop (at 1 s) runs the completion, which animates 360 → 0
    /// over 0.5 s. The loader overrides UIView.prepareForInterfaceBuilder() (never called
    /// here) and its layer's `required init?(coder:)` calls CALayer's, as iOS code does.
    @Test func kdCircularProgress() throws {
        let out = temporaryFolder("corpus") + "/kd.gif"
        let result = try corpusScene(["render", "corpus/kd-circular-progress.swift", "--out", out])
        try #require(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty, "\(result.err)")

        var layers = try presentation("kd-circular-progress.swift", at: 0.25)
        expectValue(layers, "progress", "angle", 90, within: 1e-9)  // 0 + 0.25 × 360
        layers = try presentation("kd-circular-progress.swift", at: 0.5)
        expectValue(layers, "progress", "angle", 180, within: 1e-9)  // 0 + 0.5 × 360
        layers = try presentation("kd-circular-progress.swift", at: 1.25)
        expectValue(layers, "progress", "angle", 180, within: 1e-9)  // the completion's 360 → 0 from 1 s: 360 − 0.5 × 360
        layers = try presentation("kd-circular-progress.swift", at: 1.6)
        expectValue(layers, "progress", "angle", 0, within: 1e-9)  // done at 1.5 s: the model, 0
    }

    // MARK: M13ProgressSuite

    /// setProgress(0.8, animated: true) at 0: the display link (every 1/60 s, timestamp
    /// k / 60, though the GIF is at 20 fps) sets strokeEnd = 0.8 × (timestamp − 0) / 1 with actions disabled, and the
    /// percentage string; at timestamp ≥ 1 it stops and sets 0.8 itself.
    @Test func m13ProgressRing() throws {
        var layers = try presentation("m13-progress-ring.swift", at: 0.5)
        expectValue(layers, "ring", "strokeEnd", 0.4, within: 1e-9)  // 0.8 × 0.5, no implicit animation behind it
        #expect(layers["percentage"]?["string"] as? String == "40%")
        layers = try presentation("m13-progress-ring.swift", at: 0.75)
        expectValue(layers, "ring", "strokeEnd", 0.6, within: 1e-9)  // 0.8 × 0.75
        #expect(layers["percentage"]?["string"] as? String == "60%")
        layers = try presentation("m13-progress-ring.swift", at: 1.2)
        expectValue(layers, "ring", "strokeEnd", 0.8, within: 1e-9)  // the tick at 1.0 finished it: 0.8
        #expect(layers["percentage"]?["string"] as? String == "80%")
    }

    // MARK: Timer and CADisplayLink tutorials

    /// The selector timer ticks at 0.25 × n: "Loading" + n mod 4 dots, the bar 80 × n / 8
    /// wide; at n = 8 (2 s) it says "Done" and invalidates itself.
    @Test func timerLoadingLabel() throws {
        var layers = try presentation("timer-loading-label.swift", at: 0.6)
        #expect(layers["label"]?["string"] as? String == "Loading..")  // ticks at 0.25 and 0.5: 2 dots
        #expect(layers["bar"]?["bounds"] as? [Double] == [0, 0, 20, 6])  // 80 × 2 / 8
        layers = try presentation("timer-loading-label.swift", at: 1.1)
        #expect(layers["label"]?["string"] as? String == "Loading")  // 4 ticks, 4 mod 4 = 0 dots
        #expect(layers["bar"]?["bounds"] as? [Double] == [0, 0, 40, 6])  // 80 × 4 / 8
        layers = try presentation("timer-loading-label.swift", at: 2.1)
        #expect(layers["label"]?["string"] as? String == "Done")  // the 8th tick at 2.0
        #expect(layers["bar"]?["bounds"] as? [Double] == [0, 0, 80, 6])  // full
    }

    /// The display link fires at k / 60 with timestamp k / 60 (the GIF is at 20 fps, and
    /// 0.25 and 0.5 are refreshes 15 and 30); dot i's centre y is
    /// 30 − 15 sin(2π t − i π / 2).
    @Test func displayLinkBouncingDots() throws {
        var layers = try presentation("displaylink-bouncing-dots.swift", at: 0.25)
        expectValue(layers, "dot-0", "position", 15, index: 1, within: 1e-9)  // 30 − 15 sin(π/2)
        expectValue(layers, "dot-1", "position", 30, index: 1, within: 1e-9)  // 30 − 15 sin(0)
        expectValue(layers, "dot-2", "position", 45, index: 1, within: 1e-9)  // 30 − 15 sin(−π/2)
        layers = try presentation("displaylink-bouncing-dots.swift", at: 0.5)
        expectValue(layers, "dot-0", "position", 30, index: 1, within: 1e-9)  // 30 − 15 sin(π)
        expectValue(layers, "dot-1", "position", 15, index: 1, within: 1e-9)  // 30 − 15 sin(π/2)
        expectValue(layers, "dot-2", "position", 30, index: 1, within: 1e-9)  // 30 − 15 sin(0)
    }

    // MARK: UIView animations

    /// Springs of damping ratio ζ = 0.5 over 0.6 s, the dots delayed 0.1 × i, up 20 points
    /// from y = 30 and, from each completion, down again. The spring settles in the block's
    /// duration (0.08 % envelope e^(−ζω₀t)/√(1−ζ²)): ω₀ = ln(√(4/3) / 0.0008) / (0.5 × 0.6)
    /// = 24.249, ω_d = ω₀ √(1 − ζ²) = 21.000; the first peak is at π / ω_d = 0.1496 s and
    /// overshoots by e^(−πζ/√(1−ζ²)) = e^(−π/√3) = 0.16303 of the change.
    @Test func springDots() throws {
        var layers = try presentation("spring-dots.swift", at: 0.15)
        expectValue(layers, "dot-0", "position", 30 - 20 * 1.16303, index: 1, within: 1e-3)  // at the peak: 6.739
        expectValue(layers, "dot-2", "position", 30, index: 1)  // delayed 0.2 s: the old value shows meanwhile
        layers = try presentation("spring-dots.swift", at: 0.75)
        expectValue(layers, "dot-0", "position", 10 + 20 * 1.16303, index: 1, within: 1e-3)  // the fall began at 0.6: its peak, 33.261
        layers = try presentation("spring-dots.swift", at: 1.2)
        expectValue(layers, "dot-0", "position", 30, index: 1, within: 1e-9)  // the fall ended at 1.2: the model
    }

    /// animateKeyframes over 1.2 s, .repeat, linear: [0, 0.25] → a quarter turn at half
    /// size and the dark color, hold, [0.5, 0.25] → back.
    @Test func keyframesSquare() throws {
        var layers = try presentation("keyframes-square.swift", at: 0.15)
        // Halfway through the first keyframe (0 → 0.3 s):
        expectValue(layers, "square", "transform.rotation.z", Double.pi / 4, within: 1e-9)  // π/2 × 0.5
        expectValue(layers, "square", "transform.scale.x", 0.75, within: 1e-9)  // 1 + 0.5 × (0.5 − 1)
        #expect(layers["square"]?["backgroundColor"] as? String == "#5386D9FF")  // (0.325, 0.525, 0.85) × 255 = 83, 134, 217
        layers = try presentation("keyframes-square.swift", at: 0.45)
        // Between the keyframes the value holds: the first's.
        expectValue(layers, "square", "transform.rotation.z", Double.pi / 2, within: 1e-9)
        expectValue(layers, "square", "transform.scale.x", 0.5, within: 1e-9)
        #expect(layers["square"]?["backgroundColor"] as? String == "#1A4DB3FF")  // (0.1, 0.3, 0.7) × 255 = 26, 77, 179
        layers = try presentation("keyframes-square.swift", at: 1.05)
        // After the second keyframe (0.6 → 0.9 s): back to identity and the light color.
        expectValue(layers, "square", "transform.rotation.z", 0, within: 1e-9)
        expectValue(layers, "square", "transform.scale.x", 1, within: 1e-9)
        #expect(layers["square"]?["backgroundColor"] as? String == "#8CBFFFFF")  // (0.55, 0.75, 1) × 255 = 140, 191, 255
    }

    // MARK: Drawn and masked rings

    /// The gradient turns 0 → M_PI * 2 in 1 s, linear; the ring mask keeps its strokes.
    @Test func gradientRingSpinner() throws {
        var layers = try presentation("gradient-ring-spinner.swift", at: 0.25)
        expectValue(layers, "gradient", "transform.rotation.z", Double.pi / 2, within: 1e-9)  // 2π × 0.25
        expectValue(layers, "ring-mask", "strokeStart", 0.05, within: 1e-9)
        expectValue(layers, "ring-mask", "strokeEnd", 0.8, within: 1e-9)
        #expect(layers["gradient"]?["locations"] as? [Double] == [0, 0.5, 1])
        layers = try presentation("gradient-ring-spinner.swift", at: 0.375)
        expectValue(layers, "gradient", "transform.rotation.z", 3 * Double.pi / 4, within: 1e-9)  // 2π × 0.375
    }

    /// A 1.5 s group: strokeEnd 0 → 1 over [0, 0.75] eased in-out with a forwards fill,
    /// strokeStart 0 → 1 over [0.75, 1.5]; the layer turns 0 → 2π in 3 s, linear.
    @Test func materialSpinner() throws {
        var layers = try presentation("material-spinner.swift", at: 0.375)
        expectValue(layers, "arc", "strokeEnd", 0.5, within: 1e-9)  // half of the head, ease in-out symmetric: 0.5
        expectValue(layers, "arc", "strokeStart", 0)  // the tail begins at 0.75: the model, 0
        expectValue(layers, "arc", "transform.rotation.z", Double.pi / 4, within: 1e-9)  // 2π × 0.375 / 3
        layers = try presentation("material-spinner.swift", at: 1.125)
        expectValue(layers, "arc", "strokeEnd", 1, within: 1e-9)  // the head's forwards fill holds until the group ends
        expectValue(layers, "arc", "transform.rotation.z", 3 * Double.pi / 4, within: 1e-9)  // 2π × 1.125 / 3
        layers = try presentation("material-spinner.swift", at: 1.5)
        expectValue(layers, "arc", "strokeEnd", 0, within: 1e-9)  // the group's second cycle begins: the head's from value
        expectValue(layers, "arc", "strokeStart", 0, within: 1e-9)
    }

    /// draw(_:) fills a wedge from the top, clockwise, of progress × 360°; the block timer
    /// adds 0.125 every 0.2 s. The pie is centred at (30, 30) with radius 16: the pixels
    /// at 11 points from the centre are green where the wedge covers them, white elsewhere.
    @Test func pieProgress() throws {
        let out = temporaryFolder("corpus") + "/pie.gif"
        let result = try corpusScene(["render", "corpus/pie-progress.swift", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        let green = [77, 191, 102], white = [255, 255, 255]  // (0.3, 0.75, 0.4) × 255
        // 0.5 s: ticks at 0.2 and 0.4, progress 0.25: the wedge is the top-right quarter.
        var frame = try #require(Self.frame(of: gif, at: 0.5))
        #expect(Self.pixel(frame, 38, 22, near: green))  // 45° from the top
        #expect(Self.pixel(frame, 38, 38, near: white))  // 135°
        #expect(Self.pixel(frame, 22, 22, near: white))  // 315°
        // 1.1 s: five ticks, progress 0.625 = 225°.
        frame = try #require(Self.frame(of: gif, at: 1.1))
        #expect(Self.pixel(frame, 38, 38, near: green))  // 135°
        #expect(Self.pixel(frame, 26, 40, near: green))  // 180° + atan(4/10) = 201.8°
        #expect(Self.pixel(frame, 20, 34, near: white))  // 180° + atan(10/4) = 248.2°
        #expect(Self.pixel(frame, 22, 22, near: white))  // 315°
    }

    /// At 0.2 s (asyncAfter) a transaction of 0.5 s, eased in-out, closes the ring
    /// implicitly; its completion at 0.7 s draws the check (0 → 1 in 0.3 s, linear) and pops
    /// it with a CASpringAnimation 0.5 → 1 of mass 1, stiffness 100, damping 10: ω₀ = 10,
    /// ζ = 10 / (2√100) = 0.5, first peak at π / (10√0.75) = 0.36276 s, overshoot e^(−π/√3) = 0.16303.
    @Test func successCheckmark() throws {
        var layers = try presentation("success-checkmark.swift", at: 0.45)
        expectValue(layers, "circle", "strokeEnd", 0.5, within: 1e-9)  // halfway through 0.2…0.7, eased symmetrically: 0.5
        expectValue(layers, "check", "strokeEnd", 0)  // not yet drawn: its model, 0
        layers = try presentation("success-checkmark.swift", at: 0.85)
        expectValue(layers, "circle", "strokeEnd", 1, within: 1e-9)  // the ring's animation ended at 0.7
        expectValue(layers, "check", "strokeEnd", 0.5, within: 1e-9)  // 0.15 s of 0.3, linear
        layers = try presentation("success-checkmark.swift", at: 1.063)
        expectValue(layers, "check", "transform.scale.x", 0.5 + 0.5 * 1.16303, within: 1e-3)  // the pop's peak at 0.7 + 0.36276: 1.0815
    }

    // MARK: Helpers

    /// The frame a GIF shows at `time`, from its delays (hundredths of a second).
    static func frame(of gif: DecodedGIF, at time: Double) -> (width: Int, pixels: [UInt8])? {
        var start = 0.0
        for (frame, delay) in zip(gif.frames, gif.delays) {
            let end = start + Double(delay) / 100
            if time >= start - 1e-9 && time < end - 1e-9 { return (frame.width, frame.pixels) }
            start = end
        }
        return nil
    }

    static func pixel(_ frame: (width: Int, pixels: [UInt8]), _ x: Int, _ y: Int, near color: [Int]) -> Bool {
        let i = (y * frame.width + x) * 4
        let rgb = (0..<3).map { Int(frame.pixels[i + $0]) }
        let near = zip(rgb, color).allSatisfy { abs($0 - $1) <= 24 }
        if !near { Issue.record("pixel (\(x), \(y)) is \(rgb), expected about \(color)") }
        return near
    }
}

/// The corpus's own compile cache: its fifteen programs stay below the cache's 24 entries,
/// and take none of the shared cache's places from the other suites' scenes.
private let corpusCache = temporaryFolder("corpus-cache")

private func corpusScene(_ arguments: [String]) throws -> (status: Int32, out: String, err: String, signaled: Bool, timedOut: Bool) {
    try swiftScene(arguments, cache: corpusCache)
}

/// The named layers of the presentation tree at `time` (`inspect`'s JSON, the last line
/// of its output), each name's properties.
private func presentation(_ scene: String, at time: Double) throws -> [String: [String: Any]] {
    let result = try corpusScene(["inspect", "corpus/" + scene, "--time", String(time)])
    #expect(result.status == 0, "\(scene) at \(time): \(result.err)")
    #expect(result.err.isEmpty, "\(scene) at \(time): \(result.err)")
    let json = try #require(lines(result.out).last, "\(scene) at \(time): no output")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var named: [String: [String: Any]] = [:]
    func walk(_ layers: [[String: Any]]) {
        for layer in layers {
            if let name = layer["name"] as? String, !name.isEmpty, let properties = layer["properties"] as? [String: Any] {
                #expect(named[name] == nil, "\(scene): two layers are named \(name)")
                named[name] = properties
            }
            walk(layer["sublayers"] as? [[String: Any]] ?? [])
            if let mask = layer["mask"] as? [String: Any] { walk([mask]) }
        }
    }
    walk(root["layers"] as? [[String: Any]] ?? [])
    return named
}

/// A number among a named layer's properties (`index` picks from an array: a position's y).
private func number(_ layers: [String: [String: Any]], _ name: String, _ key: String, index: Int? = nil) -> Double? {
    guard let value = layers[name]?[key] else { return nil }
    if let index { return (value as? [Double]).flatMap { $0.indices.contains(index) ? $0[index] : nil } }
    return value as? Double
}

private func expectValue(_ layers: [String: [String: Any]], _ name: String, _ key: String, _ expected: Double, index: Int? = nil,
            within tolerance: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value = number(layers, name, key, index: index) else {
        Issue.record("no \(key) on a layer named \(name) (layers: \(layers.keys.sorted()))", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(value - expected) <= tolerance, "\(name).\(key) is \(value), expected \(expected)", sourceLocation: sourceLocation)
}
