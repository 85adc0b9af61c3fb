import Foundation
import Testing

/// View controllers and Auto Layout through scenes written as iOS developers write them
/// (Scenes/controller.swift, progress.swift, autoresize.swift, delegates.swift,
/// layout-errors.swift): the lifecycle's order from the lines the scenes print, frames from
/// `inspect --time`, each value derived by hand beside it.
@Suite struct ViewControllerLayoutTests {
    static func properties(_ scene: String, at time: Double) throws -> [String: [String: Any]] {
        try ViewLifecycleTests.properties(scene, at: time)
    }

    /// A layer's bounds size and position: [width, height, x, y].
    static func frame(_ values: [String: [String: Any]], _ name: String) -> [Double] {
        [ViewLifecycleTests.number(values, name, "bounds", 2), ViewLifecycleTests.number(values, name, "bounds", 3),
         ViewLifecycleTests.number(values, name, "position", 0), ViewLifecycleTests.number(values, name, "position", 1)]
    }

    /// UIKit's ease in-out (0.42, 0, 0.58, 1) at progress `x`: the curve's parameter found by
    /// bisection on x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³, then y(s) = 3(1−s)s² + s³.
    static func easeInOut(_ x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let s = (low + high) / 2
            let at = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            if at < x { low = s } else { high = s }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }

    /// canvas.show(controller): the view loads when first read (loadView, then viewDidLoad,
    /// where the child is added: willMove(toParent:) from addChild, its viewDidLoad as its
    /// view is read, didMove(toParent:) as the scene calls it); viewWillAppear before the view
    /// is in the window, parent then child; the layout pass at the end of setup (the loader
    /// still 0×0 in viewWillLayoutSubviews, its solved frame in viewDidLayoutSubviews, then
    /// the loader's own layoutSubviews at 60×60); viewDidAppear at 0, parent then child. The
    /// loader's 1 s fill started there calls its delegate, the controller, at 1.0.
    @Test(arguments: [25.0, 50.0]) func aControllerShownOnTheCanvasRunsInUIKitsOrder(fps: Double) throws {
        let result = try swiftScene(["render", "controller.swift", "--fps", String(fps), "--out", temporaryFolder("vc") + "/c.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "made, view loaded false at 0.0",
            "loadView (0.0, 0.0, 200.0, 120.0) at 0.0",
            "caption willMove(toParent: Loading) at 0.0",
            "caption viewDidLoad at 0.0",
            "caption didMove(toParent: Loading) at 0.0",
            "viewDidLoad, children 1, caption's parent true at 0.0",
            "viewWillAppear(false), window false, view (0.0, 0.0, 200.0, 120.0), loader (0.0, 0.0, 0.0, 0.0) at 0.0",
            "caption viewWillAppear at 0.0",
            "shown, view loaded true, title Loading at 0.0",
            "viewWillLayoutSubviews, loader (0.0, 0.0, 0.0, 0.0) at 0.0",
            // centerX 200 / 2 = 100 and width 60: x 70; centerY 120 / 2 − 10 = 50: y 20. The
            // caption: the safe area's width (the bounds), 20 high on the bottom: y 100.
            "viewDidLayoutSubviews, loader (70.0, 20.0, 60.0, 60.0), caption (0.0, 100.0, 200.0, 20.0) at 0.0",
            "loader layoutSubviews (0.0, 0.0, 60.0, 60.0) at 0.0",
            "viewDidAppear(false) at 0.0",
            "caption viewDidAppear (0.0, 100.0, 200.0, 20.0) at 0.0",
            "delegate: Loading finished, loader is ours true at 1.0",
        ])
    }

    /// The loader's frame (70, 20, 60, 60): bounds 60×60, position its center (100, 50); the
    /// caption 200×20 centered at (100, 110). The fill (linear, 1 s, from viewDidAppear at
    /// 0) is 0.4 at 0.4 s.
    @Test func anchorsCenterTheLoader() throws {
        let values = try Self.properties("controller.swift", at: 0.4)
        #expect(Self.frame(values, "loader") == [60, 60, 100, 50])
        #expect(Self.frame(values, "caption") == [200, 20, 100, 110])
        #expect(Self.frame(values, "ring") == [60, 60, 30, 30])
        #expect(abs(ViewLifecycleTests.number(values, "ring", "strokeEnd") - 0.4) < 1e-12)
    }

    /// A delegate declared as @objc protocol, `: class` and `: NSObjectProtocol`, held weakly
    /// by the loader, each called back: a 0.25 s timer to progress 1 at 1.0 s. The responder
    /// chain from the spinner reaches the controller (its view's next), then the window.
    @Test func delegatesAsLoadersDeclareThem() throws {
        let result = try swiftScene(["render", "delegates.swift", "--out", temporaryFolder("vc") + "/d.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "the spinner's controller is this one true, then the window true",
            "progress 0.25 at 0.25", "progress 0.5 at 0.5", "progress 0.75 at 0.75", "progress 1.0 at 1.0",
            "will stop, observer is the controller true at 1.0", "did stop at 1.0",
        ])
    }

    /// The track: the margins guide is the bounds inset by 8, plus 12 each side: x 20 to 180,
    /// 160 wide, 8 high, centered on the safe area's 50: position (100, 50). The marker: a
    /// quarter of 160 = 40 wide, 2 high, centered under the track, its top 4 below the
    /// track's bottom 54: center (100, 59). The bar's width constant goes 0 → 160 inside
    /// UIView.animate(1 s, delay 0.5, ease in-out) with the layoutIfNeeded() the block calls:
    /// 160 · easeInOut((t − 0.5) / 1), its center half that (its left edge stays at 0); 0
    /// before 0.5, 80 at 1.0 (the curve is symmetric), 160 from 1.5; set to 40 at 1.8
    /// outside any block, 40 at once (1.9). The small bar, whose own layoutIfNeeded() lays
    /// out its superview (which its constraint's change asked for layout), goes 0 → 100
    /// linearly over 1 s from 0: 75 at 0.75.
    @Test func aConstraintsConstantAnimatesInsideAnimate() throws {
        let start = try Self.properties("progress.swift", at: 0.25)
        #expect(Self.frame(start, "track") == [160, 8, 100, 50])
        #expect(Self.frame(start, "marker") == [40, 2, 100, 59])
        #expect(Self.frame(start, "small-track") == [100, 4, 60, 12])
        #expect(Self.frame(start, "bar") == [0, 8, 0, 4])
        let early = try Self.properties("progress.swift", at: 0.75)
        let width = 160 * Self.easeInOut(0.25)  // 20.6659...
        #expect(abs(ViewLifecycleTests.number(early, "bar", "bounds", 2) - width) < 1e-9)
        #expect(abs(ViewLifecycleTests.number(early, "bar", "position", 0) - width / 2) < 1e-9)
        #expect(Self.frame(early, "small-bar") == [75, 4, 37.5, 2])
        let half = try Self.properties("progress.swift", at: 1.0)
        #expect(abs(ViewLifecycleTests.number(half, "bar", "bounds", 2) - 80) < 1e-9)
        #expect(Self.frame(try Self.properties("progress.swift", at: 1.5), "bar") == [160, 8, 80, 4])
        #expect(Self.frame(try Self.properties("progress.swift", at: 1.9), "bar") == [40, 8, 20, 4])
    }

    /// The controller's 100×50 view set to the canvas's 200×100 (+100, +50): "fill"
    /// (flexible width and height) 80×30 → 180×80 at (10, 10), center (100, 50); "badge"
    /// (flexible left and bottom margins) moves right by 100: center (180, 10); "centered"
    /// (all four margins, 40 and 40 wide, 20 and 20 high) shares evenly: x 40 + 50, y 20 + 25,
    /// center (100, 50); "shared" (left margin 20 and width 40 flexible) shares in proportion:
    /// x 20 + 100·20/60, width 40 + 100·40/60, center x 20 + 100/3 + (40 + 200/3)/2;
    /// "fixed" keeps (5, 5). Then the view's height animates 100 → 50 (linear, 0.4 s from
    /// 0.5): fill's height 80 − 50·t/0.4, 55 at 0.7; "centered" center y 50 − 25·t/0.4.
    @Test func autoresizingMasksShareASizeChangeAsUIKitDoes() throws {
        let shown = try Self.properties("autoresize.swift", at: 0)
        #expect(Self.frame(shown, "fill") == [180, 80, 100, 50])
        #expect(Self.frame(shown, "badge") == [20, 10, 180, 10])
        #expect(Self.frame(shown, "centered") == [20, 10, 100, 50])
        #expect(Self.frame(shown, "fixed") == [10, 10, 10, 10])
        let shared = Self.frame(shown, "shared")
        #expect(abs(shared[0] - (40 + 200.0 / 3)) < 1e-9 && shared[1] == 50)
        #expect(abs(shared[2] - (20 + 100.0 / 3 + (40 + 200.0 / 3) / 2)) < 1e-9)
        let midway = try Self.properties("autoresize.swift", at: 0.7)
        #expect(abs(ViewLifecycleTests.number(midway, "fill", "bounds", 3) - 55) < 1e-9)
        #expect(abs(ViewLifecycleTests.number(midway, "centered", "position", 1) - 37.5) < 1e-9)
        #expect(Self.frame(try Self.properties("autoresize.swift", at: 1), "fill") == [180, 30, 100, 25])
    }

    /// What the exact solver refuses stops the scene with one line at the constraint's own
    /// line, exit 65, no output file: an inequality (where it is made), a conflict (the
    /// last constraint activated, naming the ones it conflicts with), a frame the constraints
    /// leave free, a priority below required, items with no common ancestor.
    @Test(arguments: [
        ("inequality", "layout-errors.swift:17: NSLayoutConstraint UIView.trailing <= UIWindow(\"root\").trailing - 10.0 is an "
            + "inequality (<=): loaderanim's Auto Layout solves equalities only; write the constraint as == (see "
            + "docs/swift-scenes.md, Auto Layout)"),
        ("conflict", "layout-errors.swift:20: NSLayoutConstraint UIView.trailing == UIWindow(\"root\").trailing - 10.0 conflicts "
            + "with UIView.width == 40.0 (layout-errors.swift:11), UIView.leading == UIWindow(\"root\").leading + 10.0 "
            + "(layout-errors.swift:12): no frame satisfies them all"),
        ("free", "layout-errors.swift:11: NSLayoutConstraint UIView.width == 40.0 and the other constraints on UIView leave its "
            + "y position free: add one that fixes it (loaderanim's Auto Layout needs every frame fixed)"),
        ("priority", "layout-errors.swift:24: NSLayoutConstraint UIView.centerY == UIWindow(\"root\").centerY has priority 750.0: "
            + "loaderanim's Auto Layout solves required constraints only (priority 1000)"),
        ("apart", "layout-errors.swift:29: NSLayoutConstraint UIView.top == UIView.bottom cannot be activated: its items have "
            + "no common ancestor (add the views to one tree first)"),
    ])
    func refusedLayoutIsOneLineAtTheConstraint(mode: String, message: String) throws {
        let folder = temporaryFolder("layout-errors")
        let result = try swiftScene(["render", "layout-errors.swift", "--set", "mode=\(mode)", "--out", folder + "/e.gif", "--quiet"])
        #expect(result.status == 65)
        #expect(lines(result.err) == ["loaderanim: " + message])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        let fine = try swiftScene(["render", "layout-errors.swift", "--out", folder + "/ok.gif", "--quiet"])
        #expect(fine.status == 0 && fine.err.isEmpty, "\(fine.err)")
    }
}
