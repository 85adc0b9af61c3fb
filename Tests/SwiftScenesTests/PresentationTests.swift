import Foundation
import Testing

/// Modal presentation (Scenes/presentation.swift) and a published loader's custom
/// transition (TKSubmitTransition): UIKit's order of appearance calls, the cover-vertical
/// slide's frames from `inspect --time`, and the transitioning delegate's animator, each
/// value derived by hand beside it.
@Suite struct PresentationTests {
    /// present(_:animated:) at 0.2 s: the modal's view loads, the presenter's will-disappear
    /// then the modal's will-appear; UIKit's slide takes 0.5 s, so at 0.7 the presenter's
    /// did-disappear, the modal's did-appear, then the completion. dismiss at 1.0: the same
    /// in reverse, done at 1.5.
    @Test func presentAndDismissRunInUIKitsOrder() throws {
        let result = try swiftScene(["render", "presentation.swift", "--out", temporaryFolder("present") + "/p.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "root viewWillAppear(false) at 0.0",
            "root viewDidAppear(false) at 0.0",
            "modal viewDidLoad at 0.2",
            "root viewWillDisappear(true) at 0.2",
            "modal viewWillAppear(true), being presented true at 0.2",
            "root viewDidDisappear(true) at 0.7",
            "modal viewDidAppear(true) at 0.7",
            "presented, presenting is root true, presented is modal true at 0.7",
            "modal viewWillDisappear(true), being dismissed true at 1.0",
            "root viewWillAppear(true) at 1.0",
            "modal viewDidDisappear(true) at 1.5",
            "root viewDidAppear(true) at 1.5",
            "dismissed, presented nil at 1.5",
        ])
    }

    /// The 200 × 100 modal slides from y = 100 (below the canvas) to 0 over 0.2–0.7 s,
    /// ease-in-out: halfway in time (0.45) is halfway in y, 50, so its center is at
    /// (100, 100). Covered by a full-screen presentation, the root's view leaves the window
    /// at 0.7; dismissal puts it back under the modal at 1.0 and slides the modal down
    /// (at 1.25 again halfway: center y 100); at 1.5 the modal is gone.
    @Test func theCoverVerticalSlideMovesThePresentedView() throws {
        let sliding = try ViewLifecycleTests.properties("presentation.swift", at: 0.45)
        #expect(sliding["modal"]?["position"] as? [Double] == [100, 100])
        #expect(sliding["root"] != nil)
        let shown = try ViewLifecycleTests.properties("presentation.swift", at: 0.8)
        #expect(shown["modal"]?["position"] as? [Double] == [100, 50])
        #expect(shown["root"] == nil)
        let leaving = try ViewLifecycleTests.properties("presentation.swift", at: 1.25)
        #expect(leaving["modal"]?["position"] as? [Double] == [100, 100])
        #expect(leaving["root"]?["position"] as? [Double] == [100, 50])
        let gone = try ViewLifecycleTests.properties("presentation.swift", at: 1.6)
        #expect(gone["modal"] == nil)
        #expect(gone["root"] != nil)
    }

    /// TKSubmitTransition: tapped at 0.2, the button loads for 1 s (Timer.schedule(delay:
    /// 1)), then expands for 0.3 s; its animationDidStop at 1.5 presents the second
    /// controller through TKFadeInAnimator(0.5, startingAlpha 0.8): the second view from
    /// opacity 0.8 to 1, the first from 0.8 to 0, ease-in-out over 1.5–2.0. At 1.75, halfway:
    /// 0.9 and 0.4. After completeTransition(true) at 2.0 the first view (full screen) has
    /// left the window and the second is opaque.
    @Test(.enabled(if: PublishedLoaderTests.corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func tkSubmitTransitionPresentsThroughItsAnimator() throws {
        let folder = try PublishedLoaderTests.folder("uikit_tk_submit_transition")
        let result = try swiftScene(["render", folder, "--out", folder + "/loader.gif"])
        #expect(result.status == 0, "\(result.err)")
        let fading = try ViewLifecycleTests.properties(folder, at: 1.75)
        #expect(abs(ViewLifecycleTests.number(fading, "second", "opacity") - 0.9) < 1e-6)
        #expect(abs(ViewLifecycleTests.number(fading, "first", "opacity") - 0.4) < 1e-6)
        let done = try ViewLifecycleTests.properties(folder, at: 2.1)
        #expect(ViewLifecycleTests.number(done, "second", "opacity") == 1)
        #expect(done["first"] == nil)
    }
}
