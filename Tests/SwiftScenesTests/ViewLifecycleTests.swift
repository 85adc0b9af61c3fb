import Foundation
import ReferenceImageSupport
import Testing

/// UIView's lifecycle and UIKit's timing APIs, through real scenes written as an iOS author
/// writes them (Scenes/lifecycle.swift, timing.swift, viewanimation.swift, misuse.swift).
/// Each scene prints a line per call with its scene time, or `inspect` reads its values.
@Suite struct ViewLifecycleTests {
    /// A layer's presentation properties by its name, from `inspect --time`.
    static func properties(_ scene: String, at time: Double) throws -> [String: [String: Any]] {
        let result = try swiftScene(["inspect", scene, "--time", String(time)])
        #expect(result.status == 0, "\(result.err)")
        // The scene's own prints come first; the tree is the last line.
        let tree = lines(result.out).last ?? ""
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tree.utf8)) as? [String: Any])
        var found: [String: [String: Any]] = [:]
        func walk(_ layers: [[String: Any]]) {
            for layer in layers {
                if let name = layer["name"] as? String, !name.isEmpty { found[name] = layer["properties"] as? [String: Any] }
                walk(layer["sublayers"] as? [[String: Any]] ?? [])
                if let mask = layer["mask"] as? [String: Any] { walk([mask]) }
            }
        }
        walk(json["layers"] as? [[String: Any]] ?? [])
        return found
    }

    static func number(_ properties: [String: [String: Any]], _ layer: String, _ key: String, _ index: Int? = nil) -> Double {
        let value = properties[layer]?[key]
        if let index { return (value as? [Double])?[index] ?? .nan }
        return value as? Double ?? .nan
    }

    /// UIKit's order when a view joins the window: willMove(toSuperview:), willMove(toWindow:),
    /// didMoveToWindow, didMoveToSuperview, the superview's didAddSubview; layoutSubviews at
    /// the end of setup at the frame's new size (48, set after addSubview); draw(_:) at the
    /// first frame without any setNeedsDisplay (a draw that calls super draws too), again
    /// after setNeedsDisplay (0.4 s) and after a size change (0.8 s); under UIView.animate the
    /// block and layoutSubviews see the model size (70) at once, while draw(_:), run
    /// as the frame is drawn, reads the values on screen (60 at 1.0); removal in the reverse
    /// order. A loader built off screen (0.2 s) brings its subview to the window with it:
    /// willMove(toWindow:) on both, then didMoveToWindow on both, parents first, and the
    /// subview's draw(_:) at that frame. The tint set on the box (red) reaches the ring, and leaves with it. The lines
    /// are the same at 25 and 50 fps, once the redraws of the animated size (one per frame
    /// from 1.0 to 1.4 s: the engine draws at each size it shows, 70 at 1.4) are set aside.
    @Test(arguments: [25.0, 50.0]) func lifecycleCallsComeInUIKitsOrder(fps: Double) throws {
        let result = try swiftScene(["render", "lifecycle.swift", "--fps", String(fps), "--out", temporaryFolder("life") + "/l.gif", "--quiet"])
        #expect(result.status == 0 && result.out.isEmpty, "\(result.out)")
        let all = lines(result.err)
        let redraws = all.filter { line in
            guard line.hasPrefix("draw "), let time = Double(line.split(separator: " ").last ?? "") else { return false }
            return time > 1 && time <= 1.4
        }
        // One redraw a frame after 1.0 up to 1.4: 10 frames at 25 fps, 20 at 50, the last at
        // the new size.
        #expect(redraws.count == Int((0.4 * fps).rounded()))
        #expect(redraws.last == "draw 70x70 progress 0.5 at 1.4")
        #expect(all.filter { !redraws.contains($0) } == [
            "init(frame:) 40x40, window nil at 0.0",
            "intrinsic true after sizeToFit 40x40 at 0.0",
            "willMove(toSuperview: view) at 0.0",
            "willMove(toWindow: 100x80) at 0.0",
            "didMoveToWindow 100x80 at 0.0",
            "didMoveToSuperview view at 0.0",
            "didAddSubview at 0.0",
            "tintColorDidChange red at 0.0",
            "window 100x80 is canvas true at 0.0",
            "screen scale 1.0 bounds 100x80 at 0.0",
            "didAddSubview at 0.0",
            "didAddSubview at 0.0",
            "layoutSubviews 48x48 at 0.0",
            "plain layoutSubviews 30x30 at 0.0",
            "draw 48x48 progress 0.25 at 0.0",
            "dashes draw 30x20 at 0.0",
            "loader built at 0.2",
            "loader willMove(toWindow: window) at 0.2",
            "dot willMove(toWindow: window) at 0.2",
            "loader didMoveToWindow at 0.2",
            "dot didMoveToWindow at 0.2",
            "dot draw at 0.2",
            "progress 0.5 at 0.4",
            "draw 48x48 progress 0.5 at 0.4",
            "dashes draw 30x20 at 0.4",
            "bounds 60 with scaleToFill at 0.8",
            "layoutSubviews 60x60 at 0.8",
            "draw 60x60 progress 0.5 at 0.8",
            "animate to 70 with redraw at 1.0",
            "in the block: bounds 70x70 at 1.0",
            "layoutSubviews 70x70 at 1.0",
            "draw 60x60 progress 0.5 at 1.0",
            "remove at 1.6",
            "willRemoveSubview at 1.6",
            "willMove(toSuperview: nil) at 1.6",
            "willMove(toWindow: nil) at 1.6",
            "didMoveToWindow nil at 1.6",
            "didMoveToSuperview nil at 1.6",
            "tintColorDidChange other at 1.6",
            "window after nil at 1.6",
        ])
    }

    /// UIScreen.main.scale is the render's --scale; its bounds are the canvas.
    @Test func theScreenIsTheRender() throws {
        let result = try swiftScene(["render", "lifecycle.swift", "--scale", "2", "--out", temporaryFolder("life") + "/l.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err).contains("screen scale 2.0 bounds 100x80 at 0.0"))
    }

    /// timing.swift's lines at `fps`: every timing API prints when it fires.
    static func timingLines(fps: Double) throws -> [String] {
        let result = try swiftScene(["render", "timing.swift", "--fps", String(fps), "--out", temporaryFolder("timing") + "/t.gif", "--quiet"])
        #expect(result.status == 0 && result.out.isEmpty, "\(result.out)")
        return lines(result.err)
    }

    /// The lines of `lines` that start with one of `prefixes`, in order.
    static func only(_ lines: [String], _ prefixes: [String]) -> [String] {
        lines.filter { line in prefixes.contains { line.hasPrefix($0) } }
    }

    /// All of timing.swift's lines, in one order, the same at both rates: each API's
    /// callbacks interleave by scene time, and callbacks due at one time run in the order
    /// they were set up.
    @Test func timingLinesAreTheSameAtBothRates() throws {
        let slow = try Self.timingLines(fps: 25), fast = try Self.timingLines(fps: 50)
        #expect(slow.count == 31)
        #expect(slow == fast)
    }

    /// UIView.animate's completions: 0.1 delay + 0.5 = 0.6; the spring form 0.6; keyframes
    /// 0.2 + 0.8 = 1.0; the outer block 1.0 and the nested one inherits its 1.0 (not its own
    /// 0.2); a block whose animation is removed at 0.7 finishes false; with animations
    /// disabled (2.1) a block completes at once, finished true, and enabling again reads true.
    @Test(arguments: [25.0, 50.0]) func animateCompletionsAndTheirFinishedFlag(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["animate", "spring", "keyframes", "outer", "nested", "removed", "disabled block"]) == [
            "animate completion true at 0.6",
            "spring completion true at 0.6",
            "removed block completion false at 0.7",
            "keyframes completion true at 1.0",
            "outer completion true at 1.0",
            "nested completion true at 1.0",
            "disabled block completion true, enabled true at 2.1",
        ])
    }

    /// UIView.transition's completion at its duration, 0.4 s, finished true.
    @Test(arguments: [25.0, 50.0]) func transitionCompletesOnTime(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["transition"]) == ["transition completion true at 0.4"])
    }

    /// CATransaction: the settings read back inside the transaction (0.9 s, linear's control
    /// points (0, 0) (1, 1)); a transaction with no animation completes at once; one whose
    /// implicit fade lasts 0.9 s completes at 0.9, where the duration reads the default 0.25
    /// again (the completion runs outside it); disableActions reads false there likewise.
    @Test(arguments: [25.0, 50.0]) func transactionSettingsAndCompletions(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["inside", "empty transaction", "disabled transaction", "transaction completion"]) == [
            "inside: duration 0.9, linear [0.0, 0.0, 1.0, 1.0] at 0.0",
            "empty transaction completion at 0.0",
            "disabled transaction completion false at 0.0",
            "transaction completion, duration read 0.25 at 0.9",
        ])
    }

    /// The transaction's settings reach its implicit animations: the standalone layer's
    /// opacity 1 -> 0 over 0.9 s, linear, is 1 - 0.45/0.9 = 0.5 at 0.45 s (the default
    /// curve, (0.25, 0.1, 0.25, 1), would not); the position set with actions disabled is
    /// (40, 40) from the start.
    @Test func transactionSettingsReachItsAnimations() throws {
        let early = try Self.properties("timing.swift", at: 0.1), half = try Self.properties("timing.swift", at: 0.45)
        #expect(abs(Self.number(half, "plain", "opacity") - 0.5) < 1e-12)
        #expect(abs(Self.number(early, "plain", "opacity") - (1 - 0.1 / 0.9)) < 1e-12)
        #expect(early["plain"]?["position"] as? [Double] == [40, 40])
    }

    /// animateKeyframes over 0.8 s after 0.2: keyframes 1 -> 0.5 over the first half and
    /// 0.5 -> 0 over the second, linear. At 0.4 s (a quarter in) 0.75; at 0.8 s (three
    /// quarters) 0.25.
    @Test func keyframesFollowTheirRelativeTimes() throws {
        #expect(abs(Self.number(try Self.properties("timing.swift", at: 0.4), "c", "opacity") - 0.75) < 1e-12)
        #expect(abs(Self.number(try Self.properties("timing.swift", at: 0.8), "c", "opacity") - 0.25) < 1e-12)
    }

    /// CAAnimationDelegate: a spin begun at 0.25 starts then; removed at 0.7, before its 2 s
    /// end, it stops with finished false.
    @Test(arguments: [25.0, 50.0]) func animationDelegateStartsAndStops(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["animationDid", "remove at"]) == [
            "animationDidStart at 0.25", "remove at 0.7", "animationDidStop false at 0.7",
        ])
    }

    /// Timer: a 0.25 s repeating timer ticks at 0.25, 0.5, 0.75 with its userInfo and
    /// interval, then is invalidated; a one-shot timer added to the run loop fires at 0.5 and
    /// reads interval 0 (Foundation's); a fire date moved from 2 to 1.1 fires at 1.1; a timer
    /// dated 1.2 with interval 0.1 reads its next fire 0.1 ahead; fire() at 1.3 fires a
    /// one-shot timer and invalidates it (it never fires at 1.5); a repeating timer added at
    /// 1.8 and dated 0.05 ahead, closer than its 0.5 s interval, ticks at 1.85, then 2.35.
    @Test(arguments: [25.0, 50.0]) func timerFormsFireOnTheSceneClock(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["tick", "invalidated", "run-loop", "moved", "dated", "fired", "after fire", "soon"]) == [
            "tick 1 valid true interval 0.25 info ring at 0.25",
            "run-loop one-shot, interval 0.0, valid false at 0.5",
            "tick 2 valid true interval 0.25 info ring at 0.5",
            "tick 3 valid true interval 0.25 info ring at 0.75",
            "invalidated, valid false at 0.75",
            "moved timer at 1.1",
            "dated timer, next 0.1 at 1.2",
            "fired by hand at 1.3",
            "after fire(), valid false at 1.3",
            "soon tick 1 at 1.85",
            "soon tick 2 at 2.35",
        ])
    }

    /// DispatchQueue: blocks submitted at 1.4 to a global queue and to main run then, in
    /// the order submitted (main's block from the global one after "main 2"); `.now() +
    /// .milliseconds(300)` is 1.7, a global queue's asyncAfter 0.5 is 1.9.
    @Test(arguments: [25.0, 50.0]) func dispatchRunsInOrderOnTheSceneClock(fps: Double) throws {
        #expect(Self.only(try Self.timingLines(fps: fps), ["global", "main", "300 ms"]) == [
            "global 1 at 1.4", "main 2 at 1.4", "main after global at 1.4", "300 ms later at 1.7", "global 0.5 later at 1.9",
        ])
    }

    /// transition(from:to:) over 0.4 s swaps the views at 0.2: at 0.1 the first is in the
    /// tree and the second not, at 0.3 the reverse; with .showHideTransitionViews both stay
    /// and isHidden changes at 0.2.
    @Test func transitionFromOneViewToAnother() throws {
        let before = try Self.properties("viewanimation.swift", at: 0.1), after = try Self.properties("viewanimation.swift", at: 0.3)
        #expect(before["front"] != nil && before["back"] == nil)
        #expect(after["front"] == nil && after["back"] != nil)
        #expect(before["shown"]?["hidden"] as? Bool == false && before["hidden"]?["hidden"] as? Bool == true)
        #expect(after["shown"]?["hidden"] as? Bool == true && after["hidden"]?["hidden"] as? Bool == false)
    }

    /// alpha and isHidden are the layer's opacity and hidden: the ring set to alpha 0.5.
    @Test func alphaAndIsHiddenAreTheLayers() throws {
        let values = try Self.properties("lifecycle.swift", at: 0.1)
        #expect(Self.number(values, "ring", "opacity") == 0.5)
        #expect(values["ring"]?["hidden"] as? Bool == false)
    }

    /// Nested blocks inherit duration and curve: center.x 5 -> 105 over the outer 1 s,
    /// linear, is 55 at 0.5 s; with .overrideInheritedDuration its own 0.2 s (linear,
    /// inherited) gives 55 at 0.1 s and 105 from 0.2 s. performWithoutAnimation inside the
    /// block: 80 at once, while alpha fades 1 -> 0 linearly (0.5 at 0.5 s).
    @Test func nestedBlocksAndPerformWithoutAnimation() throws {
        let early = try Self.properties("viewanimation.swift", at: 0.1), half = try Self.properties("viewanimation.swift", at: 0.5)
        #expect(Self.number(half, "nested", "position", 0) == 55)
        #expect(Self.number(early, "own", "position", 0) == 55)
        #expect(Self.number(half, "own", "position", 0) == 105)
        #expect(Self.number(early, "quiet", "position", 0) == 80)
        #expect(Self.number(half, "quiet", "opacity") == 0.5)
    }

    /// [.repeat, .autoreverse, .curveLinear] over 0.4 s, alpha 1 -> 0: at 0.1, 1 - 0.1/0.4 =
    /// 0.75; at 0.5, 0.1 into the reverse, alpha at 0.3 = 0.25; at 0.75, 0.05 before the
    /// cycle's end, 1 - 0.05/0.4 = 0.875; at 1.5 (1.5 mod 0.8 = 0.7) 0.75.
    @Test func repeatAndAutoreverse() throws {
        for (time, alpha) in [(0.1, 0.75), (0.5, 0.25), (0.75, 0.875), (1.5, 0.75)] {
            let values = try Self.properties("viewanimation.swift", at: time)
            #expect(abs(Self.number(values, "pulse", "opacity") - alpha) < 1e-9, "t = \(time)")
        }
    }

    /// .beginFromCurrentState: x 5 -> 105 linear over 1 s is 55 at 0.5 s, where a 0.5 s block
    /// to 5 begins; at 0.75, halfway, 30. .curveEaseInOut (0.42, 0, 0.58, 1) is symmetric:
    /// 55 at 0.5 s, and x(0.2) + x(0.8) = 5 + 105.
    @Test func beginFromCurrentStateAndEaseInOut() throws {
        let half = try Self.properties("viewanimation.swift", at: 0.5)
        #expect(Self.number(half, "slide", "position", 0) == 55)
        #expect(Self.number(try Self.properties("viewanimation.swift", at: 0.75), "slide", "position", 0) == 30)
        #expect(abs(Self.number(half, "eased", "position", 0) - 55) < 1e-9)
        let early = Self.number(try Self.properties("viewanimation.swift", at: 0.2), "eased", "position", 0)
        let late = Self.number(try Self.properties("viewanimation.swift", at: 0.8), "eased", "position", 0)
        #expect(early > 5 && early < 30)
        #expect(abs(early + late - 110) < 1e-9)
    }

    /// iOS 17's animate(springDuration: 0.5, bounce: 0): critically damped with
    /// ω0 = 2π / 0.5 = 4π, so x(t) = 1 − (1 + ω0·t)·e^(−ω0·t) of the change; at 0.25 s,
    /// 5 + 100·(1 − (1 + π)·e^(−π)) = 87.1025553585931. Its completion runs when the spring
    /// settles, at the settlingDuration of a CASpringAnimation with the same spring.
    @Test func theIOS17SpringForm() throws {
        let x = Self.number(try Self.properties("viewanimation.swift", at: 0.25), "springy", "position", 0)
        #expect(abs(x - (5 + 100 * (1 - (1 + Double.pi) * exp(-Double.pi)))) < 1e-9)
        let result = try swiftScene(["render", "viewanimation.swift", "--out", temporaryFolder("spring") + "/s.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["springDuration completion true, at the twin's settling duration true"])
    }

    /// UIView.transition over 0.6 s: the old background (blue) until 0.3 s, the new (red)
    /// from the middle; the completion at 0.6 is checked by the timing test's 0.4 s one.
    @Test func transitionShowsTheNewStateFromItsMiddle() throws {
        #expect(try Self.properties("viewanimation.swift", at: 0.2)["card"]?["backgroundColor"] as? String == "#0000FFFF")
        #expect(try Self.properties("viewanimation.swift", at: 0.4)["card"]?["backgroundColor"] as? String == "#FF0000FF")
    }

    /// A bar widened 20 -> 60 over 1 s (linear, from 1 s) whose layoutSubviews sets its fill
    /// to its bounds: laid out after the block, the fill is 60 at once (1.5 s); with
    /// layoutIfNeeded() inside the block, or the .layoutSubviews option, it follows the bar:
    /// 20 + 40 * 0.5 = 40.
    @Test func layoutInsideAnAnimateBlock() throws {
        let values = try Self.properties("viewanimation.swift", at: 1.5)
        #expect(Self.number(values, "snapping", "bounds", 2) == 60)
        #expect(Self.number(values, "following", "bounds", 2) == 40)
        #expect(Self.number(values, "optioned", "bounds", 2) == 40)
    }

    /// Timing APIs used wrongly: one line naming the call, exit 65, no output file.
    @Test(arguments: [
        ("keyframe", "UIView.addKeyframe: addKeyframe can only be called inside animateKeyframes' animations"),
        ("relative", "UIView.addKeyframe: addKeyframe(relativeStart, relativeDuration): both lie in 0...1, not 0.5 and 1.5"),
        ("transition", "UIView.transition(with:duration: -1.0): a duration is a number of seconds >= 0"),
        ("transaction", "CATransaction.setValue(slow, forKey: \"animationDuration\"): the transaction keeps animationDuration "
            + "(a Double), disableActions (a Bool), animationTimingFunction and completionBlock"),
    ])
    func misuseIsOneLine(mode: String, message: String) throws {
        let folder = temporaryFolder("misuse")
        let result = try swiftScene(["render", "misuse.swift", "--set", "mode=\(mode)", "--out", folder + "/m.gif", "--quiet"])
        #expect(result.status == 65)
        #expect(lines(result.err) == ["loaderanim: misuse.swift: " + message])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
