import Animation
import Layers
import Testing
@testable import Scene

/// `animate`, `animateKeyframes`, `addKeyframe`, `displayLink`, `every` and transaction
/// completions in scene scripts (docs/core-animation.md#uikit-timing).
@Suite struct UIKitAPITests {
    func number(_ stage: Stage, _ layer: String, _ keyPath: String) throws -> Double {
        try stage.presentationValue(forKeyPath: keyPath, of: stage.layer(named: layer)!).number!
    }

    /// The doc's block: 0.3 s easeIn with repeat and autoreverse; at 0.1 s opacity is
    /// 1 − easeIn(1/3), at 0.4 s (on the way back) 1 − easeIn(2/3).
    @Test func animateWithOptions() throws {
        let stage = try scene("""
            scene { width = 10, height = 10 }
            local dot = Layer { name = "dot", backsView = true }
            root:addSublayer(dot)
            animate { duration = 0.3, options = { "curveEaseIn", "repeat", "autoreverse", "allowUserInteraction" },
                      animations = function() dot.opacity = 0 end }
            """).makeStage()
        try stage.advance(to: 0.1)
        #expect(abs(try number(stage, "dot", "opacity") - (1 - TimingFunction.easeIn(1.0 / 3))) < 1e-9)
        try stage.advance(to: 0.4)
        #expect(abs(try number(stage, "dot", "opacity") - (1 - TimingFunction.easeIn(2.0 / 3))) < 1e-9)
    }

    /// Completion with finished, a delay, the spring form, keyframes and a transaction's
    /// completion, each printing when it runs.
    @Test func completionsRunWhenTheirAnimationsEnd() throws {
        let printed = PrintedLines()
        let s = try SceneScript(file: write("""
            scene { width = 10, height = 10 }
            local dot = Layer { name = "dot", backsView = true }
            local box = Layer { name = "box", backsView = true, position = { 0, 0 } }
            root:addSublayer(dot); root:addSublayer(box)
            animate { duration = 0.5, delay = 0.25, animations = function() dot.opacity = 0 end,
                      completion = function(finished) print("fade", now(), finished) end }
            animate { duration = 0.6, dampingRatio = 0.5, initialVelocity = 0,
                      animations = function() box.position = { 0, 40 } end,
                      completion = function(finished) print("spring", now(), finished) end }
            at(2, function()
                animateKeyframes { duration = 1.2, options = { "calculationModeLinear" },
                    animations = function()
                        addKeyframe(0, 0.5, function() box.position = { 50, 20 } end)
                        addKeyframe(0.5, 0.5, function() box.position = { 50, 80 } end)
                    end,
                    completion = function(finished) print("keyframes", now(), finished) end }
                transaction({ completion = function() print("transaction", now()) end }, function()
                    dot:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 2 })
                end)
            end)
            """), printer: printed.printer)
        let stage = try s.makeStage()
        try stage.advance(to: 0.5)
        // The spring at 0.5 s is the mapped CASpringAnimation's.
        let spring = Spring.forView(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
        #expect(abs(try stage.presentationValue(forKeyPath: "position.y", of: stage.layer(named: "box")!).number!
            - 40 * spring.progress(at: 0.5)) < 1e-9)
        try stage.advance(to: 2.9)
        // Keyframes at 2.9 s: 0.75 of the way, halfway from (50, 20) to (50, 80).
        #expect(abs(try number(stage, "box", "position.y") - 50) < 1e-9)
        #expect(abs(try number(stage, "box", "position.x") - 50) < 1e-9)
        try stage.advance(to: 5)
        #expect(printed.lines == ["spring\t0.6\ttrue", "fade\t0.75\ttrue", "keyframes\t3.2\ttrue", "transaction\t4.0"])
    }

    /// Over a render of 1 s at 25 and at 50 fps: a display link called at each refresh of the
    /// 60 Hz display (k / 60, whatever the fps) that invalidates itself from 0.5 s, and a
    /// 0.25 s timer that stops after 3 ticks.
    @Test(arguments: [25.0, 50.0])
    func displayLinksAndTimers(_ fps: Double) throws {
        let printed = PrintedLines()
        let s = try SceneScript(file: write("""
            scene { width = 10, height = 10, duration = 1 }
            local ticks, fired = 0, 0
            local link
            link = displayLink(function(timestamp, duration)
                ticks = ticks + 1
                print("link", timestamp, duration)
                if timestamp >= 0.5 then link:invalidate() end
            end)
            every(0.25, function(timer)
                fired = fired + 1
                print("timer", now())
                if fired == 3 then timer:invalidate() end
            end)
            at(0.9, function() print(ticks, fired, link.isValid) end)
            """), printer: printed.printer)
        var playback = try s.playback()
        for i in 0..<Int(fps) { _ = try playback.presentation(at: Double(i) / fps) }
        let links = printed.lines.filter { $0.hasPrefix("link") }
        let expected = 31  // 0, 1/60, ... 30/60 = 0.5, at either fps
        #expect(links.count == expected)
        #expect(links.last == "link\t0.5\t0.016666666666667")  // Lua prints %.14g
        #expect(printed.lines.filter { $0.hasPrefix("timer") } == ["timer\t0.25", "timer\t0.5", "timer\t0.75"])
        #expect(printed.lines.last == "\(expected)\t3\tfalse")
    }

    /// `tap(layer, time)` runs the layer's onTap at that time with the layer (its animate
    /// block starting then: halfway through 0.5...0.9 at 0.7, easeInEaseOut 0.5, the
    /// opacity is 0.5); a tap on a hidden layer, or on one out of the tree, does nothing.
    @Test func tapRunsTheLayersOnTapAtItsTime() throws {
        let printed = PrintedLines()
        let stage = try SceneScript(file: write("""
            scene { width = 10, height = 10 }
            local button = Layer { name = "button", backsView = true }
            local hidden = Layer { name = "hidden", hidden = true }
            local loose = Layer { name = "loose" }
            root:addSublayer(button); root:addSublayer(hidden)
            button.onTap = function(layer)
              print("tapped", layer.name, now(), button.onTap)
              animate { duration = 0.4, animations = function() layer.opacity = 0 end }
            end
            hidden.onTap = function() print("hidden tapped") end
            loose.onTap = function() print("loose tapped") end
            tap(button, 0.5); tap(hidden, 0.5); tap(loose, 0.5)
            """), printer: printed.printer).makeStage()
        try stage.advance(to: 0.7)
        #expect(printed.lines == ["tapped\tbutton\t0.5\ttrue"])
        #expect(abs(try number(stage, "button", "opacity") - 0.5) < 1e-9)
    }

    @Test func mistakesAreNamed() throws {
        let cases: [(String, String)] = [
            ("animate { duration = 1, options = { \"curveEaseInOutt\" }, animations = function() end }",
             "animate options: \"curveEaseInOutt\" is not an option of UIView.AnimationOptions: did you mean curveEaseInOut?"),
            ("animate { duration = 1, options = { \"curveLinear\", \"curveEaseIn\" }, animations = function() end }",
             "animate options name more than one curve: curveLinear, curveEaseIn"),
            ("animate { animations = function() end }", "animate needs a duration, in seconds"),
            ("animate { duration = 1, dampingRatio = 0, animations = function() end }",
             "animate dampingRatio must be greater than 0, not 0.0"),
            ("animateKeyframes { duration = 1, options = { \"curveLinear\" }, animations = function() end }",
             "animateKeyframes options: \"curveLinear\" is not an option of UIView.KeyframeAnimationOptions"),
            ("addKeyframe(0, 1, function() end)", "addKeyframe can only be called inside animateKeyframes' animations"),
            ("every(0/0, function() end)", "every(interval, fn): interval must be a finite number, not nan"),
            ("transaction({ completion = 1 }, function() end)", "transaction completion must be a function, not number"),
            ("tap(root, 1)", "tap(layer, time): the layer \"root\" has no onTap to run"),
            ("root.onTap = function() end; tap(root, -1)", "tap(layer, time): the time is seconds >= 0, not -1.0"),
            ("root.onTap = 3", "onTap (a function(layer)) must be a function"),
        ]
        for (line, message) in cases {
            let error = sceneError { _ = try scene("scene { width = 1, height = 1 }\n" + line) }
            #expect(error?.line == 2, "\(line)")
            #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error?.message))")
        }
    }
}
