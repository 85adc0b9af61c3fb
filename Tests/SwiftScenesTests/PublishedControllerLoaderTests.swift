import Foundation
import GIF
import Testing

/// The published loaders that live in a table, a window or a presentation (issue 44): the
/// same scenes and rules as PublishedLoaderTests, whose helpers these use.
extension PublishedLoaderTests {
    // MARK: GearRefreshControl

    /// At 0.2 s the refresh starts and the table is pulled 120 points: the control's frame is
    /// the gap, y −120, 120 high (pull distance 120, ratio 120 / 140). scrollViewDidScroll
    /// then centers the gears on the gap: the center gear at (160, 120 / 2), the top one at
    /// (160 + 48, 60 − 49); the overlay covers the gap at alpha 1 − 120 / 140 = 1/7. Refreshing,
    /// the gears turn π/2 every 0.3 s, linear, from where they were (identity): at 0.65 s,
    /// 1.5 turns, the center gear is at 0.75π and the top one, turning the other way, at −0.75π.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func gearRefreshControl() throws {
        let layers = try Self.layers("uikit_gear_refresh_control", at: 0.65)
        #expect(Self.numbers(layers, "center", "position") == [160, 60])
        #expect(Self.numbers(layers, "top", "position") == [208, 11])
        #expect(abs(Self.number(layers, "center", "transform.rotation.z") - 0.75 * .pi) < 1e-6)
        #expect(abs(Self.number(layers, "top", "transform.rotation.z") + 0.75 * .pi) < 1e-6)
        #expect(Self.numbers(layers, "overlay", "bounds") == [0, 0, 320, 120])
        #expect(abs(Self.number(layers, "overlay", "opacity") - 1.0 / 7) < 1e-6)
    }

    // MARK: PullToBounce

    /// The wrapper observes the table's contentOffset (KVO, .initial). Scrolled to −140 at
    /// 0.3 s, past stopPos = pullDist 96 + bendDist 40: it stops scrolling, sets the offset
    /// to −136 (the table's bounds' origin), moves the bounce view down to y = pullDist (its
    /// 400-high frame centered at 96 + 200), releases the ball and hides the table (alpha 0).
    /// Before, the bounce view is at y 0 and the table opaque.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func pullToBounce() throws {
        let before = try Self.layers("uikit_pull_to_bounce", at: 0.2)
        #expect(Self.numbers(before, "bounce", "position") == [160, 200])
        #expect(Self.number(before, "table", "opacity") == 1)
        let pulled = try Self.layers("uikit_pull_to_bounce", at: 0.5)
        #expect(Self.numbers(pulled, "bounce", "position") == [160, 296])
        #expect(Self.numbers(pulled, "table", "bounds") == [0, -136, 320, 400])
        #expect(Self.number(pulled, "table", "opacity") == 0)
    }

    // MARK: LTMorphingLabel

    /// The label draws every character itself in its drawText(in:) override, on a display
    /// link. The text changes at 0.2 s, the display's 12th refresh, whose call (at the same
    /// instant) finds totalFrames 0 and sets it: ⌈0.6 / (1/60)⌉ = 36 frames, and
    /// ⌈6 × 0.026 / (1/60)⌉ = 10 delay frames (in Float, as the library computes). Each later
    /// call adds 1/36 to the progress; the morph completes when ⌈progress × 36⌉ reaches
    /// 36 + 10 + 10 = 56, which Float's sums reach at the 55th addition: at (12 + 55) / 60 s.
    /// Done, the override's drawing shows the new text in dark ink, the same on later frames.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func ltMorphingLabel() throws {
        let folder = try Self.folder("uikit_lt_morphing_label")
        let out = folder + "/morph.gif"
        let result = try swiftScene(["render", folder, "--out", out])
        #expect(lines(result.err) == ["start Loaded 0.2", "complete Loaded \(67.0 / 60)"])
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        let done = try #require(CorpusTests.frame(of: gif, at: 1.15)), later = try #require(CorpusTests.frame(of: gif, at: 1.19))
        #expect(done.pixels == later.pixels)
        var ink = 0
        for y in 20..<60 { for x in 20..<220 where done.pixels[(y * done.width + x) * 4] < 64 { ink += 1 } }
        #expect(ink > 100, "dark pixels in the label: \(ink)")
    }

    // MARK: PKHUD

    /// HUD.show(.progress) puts the HUD's container (the library's identifier "PKHUD") in the
    /// key window, its 156-point frame view centered in the 240-point canvas; the frame view
    /// is a UIVisualEffectView, its blur warned once at the library's line (drawn as a tint).
    /// At 2 s the success flash shows; its hide timer fires 1 s later and fades the frame view
    /// over 0.8 s, ease-in-out (0.5 half way, at 3.4 s); at 3.8 s the container is removed.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func pkhud() throws {
        let folder = try Self.folder("uikit_pkhud")
        let result = try swiftScene(["render", folder, "--out", folder + "/hud.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: \(folder)/FrameView.swift:16: warning: UIVisualEffectView.init(effect:) "
                                      + "is not drawn yet; the scene renders without it"])
        let shown = try Self.layers("uikit_pkhud", at: 2.5)
        #expect(Self.numbers(shown, "frame", "position") == [120, 120])
        #expect(Self.numbers(shown, "frame", "bounds") == [0, 0, 156, 156])
        #expect(Self.number(shown, "frame", "opacity") == 1)
        #expect(abs(Self.number(try Self.layers("uikit_pkhud", at: 3.4), "frame", "opacity") - 0.5) < 1e-9)
        #expect(try Self.layers("uikit_pkhud", at: 3.9)["frame"] == nil)
    }

    // MARK: SwiftNotice

    /// Each notice is a window of its own at the alert level, which loaderanim stacks above
    /// the canvas (zPosition 1,000,000 + 2,000), centered on the controller's view (120, 120):
    /// the wait HUD 78 points, its view faded in over 0.2 s. At 1 s the request ends: hide()
    /// fades the HUD's view out over 0.2 s (ease-in-out: 0.5 at 1.1 s), then the library lets
    /// the window go and it leaves, as on iOS; the 90-point success notice fades in meanwhile
    /// (0.5 at 1.1 s), and its auto-clear, 3 s later through the class's own
    /// perform(_:with:afterDelay:), fades it out (0.5 at 4.1 s); by 4.4 s it is gone too.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func swiftNotice() throws {
        let waiting = try Self.layers("uikit_swift_notice", at: 0.5)
        #expect(Self.numbers(waiting, "wait", "position") == [120, 120])
        #expect(Self.numbers(waiting, "wait", "bounds") == [0, 0, 78, 78])
        #expect(Self.number(waiting, "wait", "zPosition") == 1_002_000)
        let swapping = try Self.layers("uikit_swift_notice", at: 1.1)
        #expect(Self.numbers(swapping, "success", "bounds") == [0, 0, 90, 90])
        #expect(abs(Self.number(swapping, "waitView", "opacity") - 0.5) < 1e-9)
        #expect(abs(Self.number(swapping, "successView", "opacity") - 0.5) < 1e-9)
        let shown = try Self.layers("uikit_swift_notice", at: 1.5)
        #expect(shown["wait"] == nil && Self.number(shown, "successView", "opacity") == 1)
        #expect(abs(Self.number(try Self.layers("uikit_swift_notice", at: 4.1), "successView", "opacity") - 0.5) < 1e-9)
        #expect(try Self.layers("uikit_swift_notice", at: 4.4)["success"] == nil)
    }

    // MARK: Windless

    /// start() covers the contents view with a shape layer whose even-odd mask opens the
    /// skeleton, over a gradient (startPoint (0, 0), endPoint (1, 1): .rightDiagonal) of the
    /// background #F2F2F7 (groupTableViewBackground), light gray at 0.8 and the background.
    /// Its locations animate from [−0.4, −0.2, 0] to [1, 2.5, 3] over 4 s inside a 6-s group
    /// (4 + the 2-s pause) whose ease-out maps the group's time, starting at the commit at 0:
    /// at 1 s the locations are from + (to − from) × 6 · easeOut(1/6) / 4. The fade it adds
    /// as a CATransition is warned, once, at the library's line.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func windless() throws {
        let folder = try Self.folder("uikit_windless")
        let result = try swiftScene(["render", folder, "--out", folder + "/w.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: \(folder)/Windless.swift:71: warning: CATransition (fade) is not drawn yet; "
                                      + "the scene renders without it"])
        // The ease-out curve (0, 0, 0.58, 1) at x = 1/6: solve x(t), then y(t).
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<100 { let mid = (low + high) / 2; if bezier(mid, 0, 0.58) < 1.0 / 6 { low = mid } else { high = mid } }
        let progress = 6 * bezier(low, 0, 1) / 4
        let layers = try Self.layers("uikit_windless", at: 1)
        let locations = Self.numbers(layers, "shimmer", "locations")
        let expected = zip([-0.4, -0.2, 0.0], [1.0, 2.5, 3.0]).map { $0 + ($1 - $0) * progress }
        #expect(locations.count == 3 && zip(locations, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(locations) \(expected)")
        #expect(layers["shimmer"]?["colors"] as? [String] == ["#F2F2F7FF", "#AAAAAACC", "#F2F2F7FF"])
        #expect(Self.numbers(layers, "shimmer", "endPoint") == [1, 1])
    }

    // MARK: DGElasticPullToRefresh

    /// The view observes the table's contentOffset (reading the change through AnyObject,
    /// `(newContentOffset as AnyObject).cgPointValue`). The scene's display link pulls 1.25
    /// points a refresh from the 12th (0.2 s): by 0.5 s, 19 refreshes, −23.75; from the 59th,
    /// 48 of them, −60. Each pull sets the circle's strokeEnd to 0.9 × pull / 95 (the
    /// threshold): 0.225, then 0.9 × 60 / 95.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func dgElasticPullToRefresh() throws {
        let early = try Self.layers("uikit_dg_elastic_pull_to_refresh", at: 0.5)
        #expect(abs(Self.number(early, "circle", "strokeEnd") - 0.225) < 1e-9)
        let pulled = try Self.layers("uikit_dg_elastic_pull_to_refresh", at: 1.2)
        #expect(abs(Self.number(pulled, "circle", "strokeEnd") - 0.9 * 60 / 95) < 1e-9)
    }
}
