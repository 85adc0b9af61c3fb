import Foundation
import Testing

/// Real public loaders as published (issue 44): each case's files are read from
/// ../shared/corpus/swift-loaders/<case> at test time, unchanged, and compiled beside a
/// scene of ours (Scenes/published/<case>/main.swift) that starts the loader as the
/// library's README or demo does (the case's SOURCE.txt `usage:` lines). Values are
/// derived by hand from the library's source, one derivation a line. Without ../shared the
/// tests skip, saying so.
@Suite struct PublishedLoaderTests {
    /// The corpus beside the project's root, when this machine has it.
    static let corpus: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("../shared/corpus/swift-loaders").standardized.path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }()

    static let cases = ["uikit_yx_wave_view", "uikit_material_activity_indicator", "uikit_sr_countdown_timer",
                         "uikit_ky_circular_progress", "uikit_rp_circular_progress",
                         "uikit_linear_progress_bar", "uikit_est_music_indicator",
                         "uikit_ss_spinner_button", "uikit_skeleton", "uikit_gt_progress_bar",
                         "uikit_tk_submit_transition", "uikit_gear_refresh_control", "uikit_pull_to_bounce",
                         "uikit_lt_morphing_label", "uikit_swift_notice", "uikit_dg_elastic_pull_to_refresh"]

    /// The case's library files and our scene in one folder scene, made once per process.
    static func folder(_ name: String) throws -> String {
        let corpus = try #require(corpus, "../shared/corpus/swift-loaders is not on this machine")
        let folder = temporaryFolder("published-" + name)
        let files = FileManager.default
        if !files.fileExists(atPath: folder + "/main.swift") {
            for file in try files.contentsOfDirectory(atPath: corpus + "/" + name) where file.hasSuffix(".swift") {
                try files.copyItem(atPath: corpus + "/\(name)/\(file)", toPath: folder + "/" + file)
            }
            try files.copyItem(atPath: sceneFolder + "/published/\(name)/main.swift", toPath: folder + "/main.swift")
        }
        return folder
    }

    /// Every case renders with one command: exit 0, a GIF, no line from loaderanim on stderr
    /// (no warning: what these loaders use is drawn; the scenes' own prints may be there).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: cases)
    func rendersAsPublished(name: String) throws {
        let folder = try Self.folder(name)
        let result = try swiftScene(["render", folder, "--out", folder + "/loader.gif"])
        #expect(result.status == 0, "\(name): \(result.err)")
        #expect(!lines(result.err).contains { $0.hasPrefix("loaderanim:") }, "\(name): \(result.err)")
        #expect(FileManager.default.fileExists(atPath: folder + "/loader.gif"))
    }

    /// The named layers of the case's presentation tree at `time` (inspect's JSON), masks too.
    static func layers(_ name: String, at time: Double) throws -> [String: [String: Any]] {
        try ViewLifecycleTests.properties(try folder(name), at: time)
    }

    static func numbers(_ layers: [String: [String: Any]], _ name: String, _ key: String) -> [Double] {
        (layers[name]?[key] as? [Double]) ?? []
    }

    // MARK: YXWaveView

    /// start() adds a display link (60 Hz from 0: ⌊60 t⌋ + 1 calls by t). While starting,
    /// each call grows the wave's height by waveHeight / 100 = 0.05 until it is 5 (100
    /// additions of 0.05 sum to 4.999…, one short, so 101: 5.05), and sets the two wave
    /// layers' frame to (0, 200 − h, 320, h); they are standalone layers, so each change
    /// animates implicitly over 0.25 s. By 2 s (the last growth at call 101, 100/60 s, plus
    /// 0.25 s) they rest at height 5.05, centered at y = 200 − 5.05 / 2 = 197.475.
    /// The avatar rides the wave at x = 160 and y = h · sin(0.01 c · 160 + 0.045 o) + 200 −
    /// 30 − h − 1, with c and o the curvature and offset the calls have summed (in the
    /// library's Float arithmetic, replayed below for 121 calls).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func yxWaveView() throws {
        let layers = try Self.layers("uikit_yx_wave_view", at: 2)
        let bounds = Self.numbers(layers, "realWave", "bounds"), position = Self.numbers(layers, "realWave", "position")
        #expect(bounds.count == 4 && abs(bounds[3] - 5.05) < 1e-9 && bounds[2] == 320)
        #expect(position.count == 2 && abs(position[1] - 197.475) < 1e-9)
        var h: CGFloat = 0, curvature: CGFloat = 0, speed: CGFloat = 0, offset: CGFloat = 0, starting = true
        for _ in 0..<121 {
            if starting {
                if h < 5 { h += 5 / 100; curvature += 1.5 / 100; speed += 0.6 / 100 } else { starting = false }
            }
            offset += speed
        }
        let y = h * CGFloat(sinf(Float(0.01 * curvature) * 160 + Float(offset * 0.045))) + 200 - 30 - h - 1
        #expect(Self.numbers(layers, "avatar", "position") == [160, Double(y)])
    }

    static func number(_ layers: [String: [String: Any]], _ name: String, _ key: String) -> Double {
        ViewLifecycleTests.number(layers, name, key)
    }

    // MARK: MaterialActivityIndicator

    /// Its intrinsicContentSize (24 x 24) and layoutSubviews are overrides in an extension.
    /// Centered by Auto Layout in the 100-point view: position (50, 50), bounds 24 x 24, the
    /// arc layer filling it. startAnimating() in viewDidAppear (t = 0) adds a rotation
    /// (0 → 2π over 4 s, linear, forever) and a 1.5 s group: strokeStart 0 → 0.15 and
    /// strokeEnd 0 → 1 over 1 s, then strokeStart 0.15 → 1 and strokeEnd 1 → 1 from 1 s
    /// for 0.5 s, all ease-in-ease-out (which gives 0.5 at half time, by symmetry).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func materialActivityIndicator() throws {
        var layers = try Self.layers("uikit_material_activity_indicator", at: 0.5)
        #expect(Self.numbers(layers, "indicator", "position") == [50, 50])
        #expect(Self.numbers(layers, "indicator", "bounds") == [0, 0, 24, 24])
        #expect(Self.numbers(layers, "arc", "bounds") == [0, 0, 24, 24])
        #expect(abs(Self.number(layers, "arc", "transform.rotation.z") - .pi / 4) < 1e-9)  // 0.5 / 4 × 2π
        #expect(abs(Self.number(layers, "arc", "strokeEnd") - 0.5) < 1e-9)  // 0 + 1 × 0.5
        #expect(abs(Self.number(layers, "arc", "strokeStart") - 0.075) < 1e-9)  // 0 + 0.15 × 0.5
        layers = try Self.layers("uikit_material_activity_indicator", at: 1.25)
        #expect(abs(Self.number(layers, "arc", "strokeStart") - 0.575) < 1e-9)  // 0.15 + 0.85 × 0.5
        #expect(Self.number(layers, "arc", "strokeEnd") == 1)
        #expect(abs(Self.number(layers, "arc", "transform.rotation.z") - 0.625 * .pi) < 1e-9)  // 1.25 / 4 × 2π
    }

    // MARK: SRCountdownTimer

    /// Its delegate protocol's five requirements are `@objc optional`; the scene's delegate
    /// implements one, timerDidUpdateCounterValue, and sets the bar's width to 10 × the
    /// value. start(beginingValue: 15, interval: 1) sets the value to 15 at once; a timer
    /// every 0.01 s adds 0.01 to the elapsed time and sets 15 − ⌊elapsed / 1⌋ when it
    /// changes: 15 at 0.5 s, 13 at 2.5 s.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func srCountdownTimer() throws {
        #expect(Self.numbers(try Self.layers("uikit_sr_countdown_timer", at: 0.5), "bar", "bounds") == [0, 0, 150, 20])
        #expect(Self.numbers(try Self.layers("uikit_sr_countdown_timer", at: 2.5), "bar", "bounds") == [0, 0, 130, 20])
    }

    // MARK: KYCircularProgress

    /// The timer (every 0.03 s, first at 0.03) steps a UInt8 and sets progress = n / 255;
    /// the half ring's strokeStart is 0.5, so its shape's strokeEnd is 0.5 + 0.5 × n / 255,
    /// set with actions disabled through `CATransaction.setValue(kCFBooleanTrue, forKey:
    /// kCATransactionDisableActions)` (no implicit animation: the value at once). At 0.31 s,
    /// 10 steps: 0.5 + 5 / 255; at 1.51 s, 50: 0.5 + 25 / 255.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func kyCircularProgress() throws {
        let early = try Self.layers("uikit_ky_circular_progress", at: 0.31)
        #expect(abs(Self.number(early, "progressShape", "strokeEnd") - (0.5 + 5.0 / 255)) < 1e-9)
        let late = try Self.layers("uikit_ky_circular_progress", at: 1.51)
        #expect(abs(Self.number(late, "progressShape", "strokeEnd") - (0.5 + 25.0 / 255)) < 1e-9)
    }

    // MARK: RPCircularProgress

    /// Its layer class keeps colors and flags in `@NSManaged` UIColor and Bool properties.
    /// enableIndeterminate() spins the layer by 2π every indeterminateDuration (0.5 s here),
    /// linearly: a quarter turn at 0.125 s. updateProgress(0.8, duration: 1) animates the
    /// @NSManaged progress from the presentation's 0 to 0.8 over 1 s, ease-in-ease-out:
    /// 0.4 at 0.5 s (half time), 0.8 from 1 s (filled forwards).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func rpCircularProgress() throws {
        let early = try Self.layers("uikit_rp_circular_progress", at: 0.125)
        #expect(abs(Self.number(early, "spinner", "transform.rotation.z") - .pi / 2) < 1e-9)
        let half = try Self.layers("uikit_rp_circular_progress", at: 0.5)
        #expect(abs(Self.number(half, "progress", "progress") - 0.4) < 1e-9)
        let done = try Self.layers("uikit_rp_circular_progress", at: 1.5)
        #expect(abs(Self.number(done, "progress", "progress") - 0.8) < 1e-9)
    }

    // MARK: LinearProgressBar

    /// startAnimation() finds the top controller through UIApplication.shared.keyWindow's
    /// rootViewController (the canvas's) and adds the bar to its view at (0, 20), 320 wide
    /// (UIScreen.main's width), 0 tall; a 0.5 s ease-in-ease-out block grows it to 5: at
    /// 0.25 s, 2.5 tall, centered at y = 20 + 1.25. Its completion adds the indicator and
    /// starts 1 s of linear keyframes: width 0 → 0.7 × 320 = 224 over the first half, then
    /// x 0 → 320 and width 224 → 0 over the second; each completion starts them again.
    /// At 0.75 s (0.25 in): width 112 at x 0, center 56. At 1.25 s (0.75 in): x 160, width
    /// 112, center 216. At 1.75 s (0.25 into the second run): as at 0.75 s.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func linearProgressBar() throws {
        let growing = try Self.layers("uikit_linear_progress_bar", at: 0.25)
        #expect(Self.numbers(growing, "bar", "bounds") == [0, 0, 320, 2.5])
        #expect(Self.numbers(growing, "bar", "position") == [160, 21.25])
        for (time, x) in [(0.75, 56.0), (1.25, 216), (1.75, 56)] {
            let layers = try Self.layers("uikit_linear_progress_bar", at: time)
            #expect(Self.numbers(layers, "indicator", "bounds") == [0, 0, 112, 5], "at \(time)")
            #expect(Self.numbers(layers, "indicator", "position") == [x, 2.5], "at \(time)")
        }
    }

    // MARK: ESTMusicIndicator

    /// Three bars 3 wide, anchored at their bottom-left on y = 12, at x = 0, 5, 10 (3 wide
    /// plus the spacing of a 1x screen, 2); sizeToFit() gives their union, 13 x 12. Playing,
    /// each bar's height swings between the idle 3 and a peak of 6 to 12 (seeded random:
    /// the values are the scene's, not derived here), ease-in, reversing, forever: at
    /// every time each lies in [3, 12], and they move.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func estMusicIndicator() throws {
        var heights: [[Double]] = []
        for time in [0.3, 0.9] {
            let layers = try Self.layers("uikit_est_music_indicator", at: time)
            #expect(Self.numbers(layers, "indicator", "bounds") == [0, 0, 13, 12])
            #expect(layers["indicator"]?["hidden"] as? Bool == false)
            heights.append((0..<3).map { Self.numbers(layers, "bar\($0)", "bounds").last ?? .nan })
            for index in 0..<3 {
                #expect(Self.numbers(layers, "bar\(index)", "position") == [Double(index * 5), 12])
                #expect(Self.numbers(layers, "bar\(index)", "bounds").dropLast() == [0, 0, 3])
            }
        }
        #expect(heights.joined().allSatisfy { (3...12).contains($0) }, "\(heights)")
        #expect(heights[0] != heights[1])
    }

    // MARK: SSSpinnerButton

    /// Tapped at 0.2 s: the button's bounds.size.width goes 200 → 50 over 0.1 s (linear,
    /// kept: fill both, not removed), 125 at 0.25 s. startSpinner 0.1 s later (perform
    /// afterDelay) adds the ring: spinner size 20 in the 50-point height, framed at
    /// (25 − 10, 15), so centered at (25, 25), with a 1 s group repeating from 0.3 s:
    /// transform.scale keyframes 0.8, 0.4, 0.8 and rotation 0, π, 2π at key times 0, 0.5, 1,
    /// linear. At 0.55 s (0.25 in): scale 0.6, rotation π / 2.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func ssSpinnerButton() throws {
        #expect(Self.numbers(try Self.layers("uikit_ss_spinner_button", at: 0.25), "button", "bounds") == [0, 0, 125, 50])
        let spinning = try Self.layers("uikit_ss_spinner_button", at: 0.55)
        #expect(Self.numbers(spinning, "button", "bounds") == [0, 0, 50, 50])
        #expect(Self.numbers(spinning, "spinner", "position") == [25, 25])
        #expect(Self.numbers(spinning, "spinner", "bounds") == [0, 0, 20, 20])
        #expect(abs(Self.number(spinning, "spinner", "transform.scale.x") - 0.6) < 1e-9)
        #expect(abs(Self.number(spinning, "spinner", "transform.rotation.z") - .pi / 2) < 1e-9)
    }

    // MARK: Skeleton

    /// slide(to: .right): a 1 s group, ease-in, forever, moving startPoint x −1 → 1 and
    /// endPoint x 0 → 2 (y 0.5). At 0.5 s the ease-in curve (0.42, 0, 1, 1) gives y(0.5),
    /// solved here: startPoint x = −1 + 2y, endPoint x = 2y. Each gradient fills its
    /// placeholder by Auto Layout: 200 x 16 and 140 x 14.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func skeleton() throws {
        // The cubic Bézier from (0, 0) to (1, 1) with control points (0.42, 0), (1, 1), at x = 0.5.
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<100 { let mid = (low + high) / 2; if bezier(mid, 0.42, 1) < 0.5 { low = mid } else { high = mid } }
        let y = bezier(low, 0, 1)
        let layers = try Self.layers("uikit_skeleton", at: 0.5)
        #expect(Self.numbers(layers, "title", "bounds") == [0, 0, 200, 16])
        #expect(Self.numbers(layers, "subtitle", "bounds") == [0, 0, 140, 14])
        for name in ["title", "subtitle"] {
            let start = Self.numbers(layers, name, "startPoint"), end = Self.numbers(layers, name, "endPoint")
            #expect(start.count == 2 && abs(start[0] - (-1 + 2 * y)) < 1e-6 && start[1] == 0.5, "\(name): \(start)")
            #expect(end.count == 2 && abs(end[0] - 2 * y) < 1e-6 && end[1] == 0.5, "\(name): \(end)")
        }
    }

    // MARK: GTProgressBar

    /// animateTo(progress:) runs a UIViewPropertyAnimator (0.8 s, .easeInOut) on the fill's
    /// frame. The bar's progress starts at 1 (the library's default), so the button asks
    /// for 0.75. Without a label the fill is the 280 x 24 bar inset by border 2 + inset 2:
    /// 272 x 16 at x = 4, its width 272 × progress. At 0.4 s, half way (ease-in-out gives
    /// 0.5): 238 wide, centered at 4 + 119 = 123; from 0.8 s: 204, at 4 + 102 = 106.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func gtProgressBar() throws {
        let half = try Self.layers("uikit_gt_progress_bar", at: 0.4)
        #expect(Self.numbers(half, "fill", "bounds") == [0, 0, 238, 16])
        #expect(Self.numbers(half, "fill", "position") == [123, 12])
        let done = try Self.layers("uikit_gt_progress_bar", at: 1)
        #expect(Self.numbers(done, "fill", "bounds") == [0, 0, 204, 16])
        #expect(Self.numbers(done, "fill", "position") == [106, 12])
    }
}
