import Foundation
import Testing

/// A scene's overrides of UIView and CALayer members, and the names iOS files get from
/// Darwin, through real scenes (Scenes/overrides.swift, darwin.swift).
@Suite struct OverridesTests {
    /// The calls UIKit and Core Animation make into a subclass's overrides:
    /// - `init(frame:)` sets the frame through `frame`'s setter (the override's didSet runs
    ///   before the subclass's init goes on), as UIView's initWithFrame: does;
    /// - a view's `frame =` runs only the frame observers, `bounds =` only the bounds ones,
    ///   `center =` only center's (UIKit does not pass one setter through another; Auto Layout
    ///   sets bounds and center);
    /// - `sizeToFit()` asks `sizeThatFits(bounds.size)` (50x50) and sets the frame to the
    ///   answer (44x44), keeping the origin: center 15 + 22 = 37;
    /// - a layer's `frame =` runs its `bounds` then `position` setters (each asking
    ///   `action(forKey:)` for its own key, there is no "frame" action) and then frame's
    ///   observers: position 10 + 0.5 × 60 = 40, 80 + 0.5 × 12 = 86;
    /// - at the end of the turn: the layout pass (layoutSubviews, then the layer's
    ///   layoutSublayers), then the display pass (the layer's display(), as it needs display
    ///   on a bounds change), then the frame draws: draw(_:) and draw(in:);
    /// - layoutIfNeeded() lays the layer out at once; displayIfNeeded() displays it at once
    ///   and the end of the turn does not again;
    /// - the view's `action(for:forKey:)` override is asked for the alpha change (opacity);
    /// - UIView.transition(from:to:) with .showHideTransitionViews hides the view through
    ///   its `isHidden` setter at the middle (1.0 + 0.4 / 2).
    @Test func overridesRunWhenUIKitAndCoreAnimationRunThem() throws {
        let result = try swiftScene(["render", "overrides.swift", "--out", temporaryFolder("overrides") + "/o.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        // The implicit bounds animation at 0.5 (0.25 s) redraws the layer at each size it
        // shows: one draw(in:) a frame up to 0.76, set aside here.
        let all = lines(result.err).filter { line in
            guard line.hasPrefix("draw(in:)"), let time = Double(line.split(separator: " ").last ?? "") else { return true }
            return !(time > 0.5 && time < 0.8)
        }
        #expect(all == [
            "frame didSet 40x40 at 0.0",
            "init(frame:) 40x40 at 0.0",
            "frame didSet 60x60 at 0.0",
            "bounds didSet 50x50 at 0.0",
            "center didSet 40,40 at 0.0",
            "sizeThatFits 50x50 at 0.0",
            "frame didSet 44x44 at 0.0",
            "intrinsic 44x44",
            "didMoveToSuperview at 0.0",
            "tintColor didSet at 0.0",
            "backgroundColor didSet at 0.0",
            "made DotsLayer at 0.0",
            "action(forKey: bounds) at 0.0",
            "layer bounds didSet 60x12 at 0.0",
            "action(forKey: position) at 0.0",
            "layer position didSet 40,86 at 0.0",
            "layer frame didSet 60x12 at 0.0",
            "setup done",
            "layoutSubviews 44x44 at 0.0",
            "layoutSublayers 60x12 at 0.0",
            "display 60x12 at 0.0",
            "draw 44x44 at 0.0",
            "draw(in:) 60x12 at 0.0",
            "turn 0.5 at 0.5",
            "action(for:forKey: opacity) at 0.5",
            "alpha didSet 0.2 at 0.5",
            "action(forKey: bounds) at 0.5",
            "layer bounds didSet 90x18 at 0.5",
            "layoutSublayers 90x18 at 0.5",
            "after layoutIfNeeded at 0.5",
            "display 90x18 at 0.5",
            "draw(in:) 60x12 at 0.5",
            "turn 1.0 at 1.0",
            "display 90x18 at 1.0",
            "after displayIfNeeded at 1.0",
            "draw(in:) 90x18 at 1.0",
            "isHidden didSet true at 1.2",
        ])
    }

    /// What the overrides change is what is drawn: the fade the view's action(for:forKey:)
    /// returns (linear, 0.5 s from 0.5) has the view's opacity at 1 + (0.2 − 1) × 0.25 / 0.5
    /// = 0.6 at 0.75; the ring keeps the 50x50 its bounds observer gave it (sizeToFit set the
    /// frame, which does not run that observer); layoutSublayers placed the dots at
    /// x = k × 90 / 3 with the height 18 as their side: centers 9, 39, 69.
    @Test func overridesShapeWhatIsDrawn() throws {
        let properties = try ViewLifecycleTests.properties("overrides.swift", at: 0.75)
        #expect(abs(ViewLifecycleTests.number(properties, "ringView", "opacity") - 0.6) < 1e-9)
        #expect(ViewLifecycleTests.number(properties, "ringView", "position", 0) == 37)
        #expect(ViewLifecycleTests.number(properties, "ring", "bounds", 2) == 50)
        for (index, x) in [9.0, 39, 69].enumerated() {
            #expect(ViewLifecycleTests.number(properties, "dot\(index)", "position", 0) == x)
            #expect(ViewLifecycleTests.number(properties, "dot\(index)", "bounds", 3) == 18)
        }
    }

    /// SplitMix64 as the scene's generator runs it (seed 1, the default): the numbers every
    /// random name draws from, u = (next >> 11) / 2^53.
    struct SplitMix {
        var state: UInt64 = 1
        mutating func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / 0x1p53
        }
    }

    /// Darwin's and the standard library's random names draw, in the order the scene calls
    /// them, ⌊u × n⌋ from the range's start (Int, UInt32, randomElement, arc4random_uniform),
    /// start + u × width (Double, CGFloat, Float), u < 0.5 (Bool), u itself (drand48),
    /// ⌊u × 2^32⌋ (arc4random); `random(in:using:)` with a generator of the scene's own
    /// draws nothing from it. `import Darwin`/`Foundation` compile, `#if os(iOS) || os(tvOS)`
    /// takes the iOS branch, awakeFromNib runs when the scene asks (canvas.awakeFromNib),
    /// copy() of the scene's CABasicAnimation subclass keeps the class and its settings,
    /// HUGE repeats forever, associated objects hold their value and release it at the end of
    /// the turn their object went away in, presentation() reads the value on screen at 0.3
    /// (1 + (0.2 − 1) × 0.3 / 0.4 = 0.4), and UIScreen.main.bounds is the canvas.
    @Test func darwinNamesGiveTheSeededNumbersAndTheIPhonesBranch() throws {
        var u = SplitMix()
        let int = Int(u.unit() * 10), die = 1 + Int(u.unit() * 6), percent = Int(u.unit() * 100)
        let double = u.unit(), cgfloat = 10 + u.unit() * 10, float = Float(u.unit() * 2)
        let bool = u.unit() < 0.5, element = ["a", "b", "c"][Int(u.unit() * 3)]
        let arc4random = UInt32(u.unit() * 0x1p32), drand48 = u.unit()
        let colors = (0..<5).map { _ in Int(u.unit() * 5) }
        let result = try swiftScene(["render", "darwin.swift", "--out", temporaryFolder("darwin") + "/d.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "platform iOS, accent blue true",
            "screen 120x40",
            "int \(int) \(die) uint32 \(percent)",
            "double \(double) cgfloat \(cgfloat) float \(float)",
            "bool \(bool) element \(element) arc4random \(arc4random) drand48 \(drand48)",
            "using: in range true",
            "awakeFromNib 120x40 at 0.0",
        ] + colors.enumerated().map { "dot\($0) color \($1)" } + [
            "copy keeps the class: PulseAnimation, keyPath opacity, repeatCount 3.4028235e+38",
            "pulses 5",
            "associated temporary, view dropped at 0.3",
            "token temporary released at 0.3",
            "dot0 presentation opacity 0.4 at 0.3",
        ])
    }

    /// At 1.1 s: dot k's pulse (linear 1 → 0.2 in 0.4 s, autoreversed, from 0.1 k) is at
    /// local time 1.1 − 0.1 k modulo 0.8: 0.3, 0.2, 0.1 forward (0.4, 0.6, 0.8), 0.0 (1) and
    /// 0.7, i.e. 0.3 into the reverse (0.8). The clock layer (duration 0.5, repeatCount HUGE)
    /// is at its local 0.1, so the hand's fade (0 → 1 in 0.5 s) shows 0.2; its repeatCount
    /// reads back as infinite (null in the JSON, as a Lua layer's math.huge), not 3.4e38.
    @Test func aLayersHugeRepeatCountRepeatsForever() throws {
        let properties = try ViewLifecycleTests.properties("darwin.swift", at: 1.1)
        for (index, opacity) in [0.4, 0.6, 0.8, 1, 0.8].enumerated() {
            #expect(abs(ViewLifecycleTests.number(properties, "dot\(index)", "opacity") - opacity) < 1e-9, "dot\(index)")
        }
        #expect(abs(ViewLifecycleTests.number(properties, "hand", "opacity") - 0.2) < 1e-9)
        #expect(properties["clock"]?["repeatCount"] is NSNull)
    }

    /// UIScreen.main.bounds is the canvas, the one the command line asks for too.
    @Test func theScreenIsTheCanvas() throws {
        let result = try swiftScene(["render", "darwin.swift", "--width", "200", "--height", "60",
                                     "--out", temporaryFolder("darwin-screen") + "/s.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err).contains("screen 200x60"))
    }

    /// The seeded colors and every other draw give the same bytes run after run.
    @Test func seededRendersAreByteIdentical() throws {
        let folder = temporaryFolder("darwin-twice")
        for name in ["a", "b"] {
            let result = try swiftScene(["render", "darwin.swift", "--out", "\(folder)/\(name).gif", "--quiet"])
            #expect(result.status == 0, "\(result.err)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.gif"))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.gif"))
        #expect(!a.isEmpty && a == b)
    }

    /// An empty range stops at the call's line (the standard library traps without one); a
    /// copy of an animation subclass with no init() stops naming the class.
    @Test(arguments: [
        ("empty", "random-misuse.swift:21: Int.random(in: 0..<0): the range is empty"),
        ("copy", "random-misuse.swift: Beat has no init(), and loaderanim's copy() makes its copy with it: add "
            + "`override init() { super.init() }` to Beat"),
    ])
    func misuseIsOneLine(mode: String, message: String) throws {
        let folder = temporaryFolder("random-misuse")
        let result = try swiftScene(["render", "random-misuse.swift", "--set", "mode=\(mode)", "--out", folder + "/m.gif", "--quiet"])
        #expect(result.status == 65)
        #expect(lines(result.err) == ["loaderanim: " + message])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
