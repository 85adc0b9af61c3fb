import Animation
import Layers
import Testing
@testable import Scene

@Suite struct AnimationAPITests {
    func number(_ stage: Stage, _ layer: String, _ keyPath: String) throws -> Double {
        try stage.presentationValue(forKeyPath: keyPath, of: stage.layer(named: layer)!).number!
    }

    @Test func basicAnimationsWithCoreAnimationNames() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local line = ShapeLayer { name = "line" }
            root:addSublayer(line)
            local a = BasicAnimation { keyPath = "strokeEnd" }
            a.fromValue = 1        -- Core Animation's names work, like the short ones
            a.toValue = 0
            a.duration = 2
            a.fillMode = "forwards"
            a.removedOnCompletion = false
            a.timingFunction = "easeIn"
            line:add(a, "shrink")
            line:add(BasicAnimation { keyPath = "transform.translation.x", from = 0, to = 10, beginTime = now() + 1,
                                      duration = 0.5, autoreverses = true, fillMode = "forwards",
                                      removedOnCompletion = false }, "gather")
            """)
        let stage = try s.makeStage()
        try stage.advance(to: 1)
        #expect(abs(try number(stage, "line", "strokeEnd") - (1 - TimingFunction.easeIn(0.5))) < 1e-12)
        #expect(try number(stage, "line", "transform.translation.x") == 0)
        try stage.advance(to: 1.25)
        #expect(try number(stage, "line", "transform.translation.x") == 5)
        try stage.advance(to: 1.75)
        #expect(try number(stage, "line", "transform.translation.x") == 5)  // on the way back
        try stage.advance(to: 5)
        #expect(try number(stage, "line", "strokeEnd") == 0)
        #expect(stage.animationKeys(of: stage.layer(named: "line")!) == ["shrink", "gather"])
    }

    @Test func keyframesGroupsAndSprings() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local ring = ShapeLayer { name = "ring", strokeColor = "red" }
            root:addSublayer(ring)
            ring:add(KeyframeAnimation { keyPath = "strokeColor", values = { "red", "#00FF00", "blue" },
                                         keyTimes = { 0, 0.5, 1 }, duration = 2, repeatCount = math.huge }, "color")
            ring:add(AnimationGroup { duration = 1, repeatDuration = math.huge, animations = {
                BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1 },   -- takes the group's 1 s
                BasicAnimation { keyPath = "strokeStart", from = 0, to = 1, beginTime = 0.5, duration = 0.5 } } })
            local s = SpringAnimation { keyPath = "lineWidth", from = 0, to = 10, damping = 5 }
            s.duration = s.settlingDuration
            ring:add(s, "spring")
            assert(math.abs(s.settlingDuration - 2.865) < 0.01)
            """)
        let stage = try s.makeStage()
        try stage.advance(to: 0.5)
        let ring = stage.layer(named: "ring")!
        #expect(stage.presentationValues(of: ring).strokeColor == Color(red: 0.5, green: 0.5, blue: 0))
        #expect(stage.presentationValues(of: ring).strokeEnd == 0.5)
        #expect(stage.presentationValues(of: ring).strokeStart == 0)
        #expect(abs(stage.presentationValues(of: ring).lineWidth - 10 * Spring(damping: 5).progress(at: 0.5)) < 1e-9)
        try stage.advance(to: 1.75)
        #expect(stage.presentationValues(of: ring).strokeStart == 0.5)
    }

    /// Delegates, at/after and now(): the gradient seed's re-add-on-stop loop.
    @Test func callbacksRunOnTheClock() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local bar = Layer { name = "bar" }
            root:addSublayer(bar)
            stops, started = {}, {}
            local function perform()
                local a = BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 0.25 }
                a.onStart = function() started[#started + 1] = now() end
                a.onStop = function(finished)
                    stops[#stops + 1] = finished
                    if finished then perform() end
                end
                bar:add(a, "flow")
            end
            perform()
            after(0.6, function() bar:removeAllAnimations() end)
            at(1, function() assert(#stops == 3 and stops[3] == false and #started == 3, #stops) end)
            """)
        let stage = try s.makeStage()
        try stage.advance(to: 2)
        #expect(stage.animationKeys(of: stage.layer(named: "bar")!).isEmpty)
    }

    @Test func animationErrorsNameTheLineAndTheField() {
        let typo = sceneError { _ = try scene("""
            scene { width = 50, height = 50 }
            local a = BasicAnimation { keyPath = "opacity", durration = 1 }
            """) }
        #expect(typo?.description.hasSuffix("scene.lua:2: BasicAnimation has no field \"durration\": did you mean duration?") == true)
        let wrongValue = sceneError { _ = try scene("""
            scene { width = 50, height = 50 }
            local l = ShapeLayer {}
            l:add(BasicAnimation { keyPath = "strokeEnd", to = "red" })
            """) }
        #expect(wrongValue?.line == 3)
        #expect(wrongValue?.message == "strokeEnd to must be a number, not string")
        let fill = sceneError { _ = try scene("""
            scene { width = 50, height = 50 }
            Layer {}:add(BasicAnimation { keyPath = "opacity", fillMode = "forward" })
            """) }
        #expect(fill?.message == "fillMode must be one of removed, forwards, backwards, both, not \"forward\"")
        let lineCap = sceneError { _ = try scene("""
            scene { width = 50, height = 50 }
            Layer {}:add(BasicAnimation { keyPath = "name", to = "x" })
            """) }
        #expect(lineCap?.message == "name cannot be animated")
    }
}

@Suite struct LayerTimingAPITests {
    /// Seed 003's pauseAnimation / resumeAnimation, line by line, on a line's strokeEnd.
    @Test func pauseAndResumeAsTheSlackSeed() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local view = Layer { name = "view", backsView = true }
            local line = ShapeLayer { name = "line" }
            root:addSublayer(view)
            view:addSublayer(line)
            line:add(BasicAnimation { keyPath = "strokeEnd", from = 1, to = 0, duration = 2 }, "shrink")
            line:add(BasicAnimation { keyPath = "opacity", from = 1, to = 0, duration = 2 }, "fade")
            line:removeAnimation("fade")
            local function pauseAnimation()
                local pauseTime = view:localTime()     -- convertTime(CACurrentMediaTime(), from: nil)
                view.timeOffset = pauseTime
                view.speed = 0
            end
            local function resumeAnimation()
                local pausedTime = view.timeOffset
                view.speed = 1
                view.timeOffset = 0
                view.beginTime = 0
                local sincePause = view:localTime() - pausedTime
                view.beginTime = sincePause
            end
            at(0.5, pauseAnimation)
            at(1.5, resumeAnimation)
            """)
        let stage = try s.makeStage()
        let line = try #require(stage.layer(named: "line"))
        #expect(stage.animationKeys(of: line) == ["shrink"])
        try stage.advance(to: 1.2)
        #expect(stage.presentationValues(of: line).strokeEnd == 0.75)   // frozen at 0.5 s in
        try stage.advance(to: 2)
        #expect(stage.presentationValues(of: line).strokeEnd == 0.5)    // 0.5 + (2 − 1.5) s in
        try stage.advance(to: 2.9)
        #expect(stage.animationKeys(of: line) == ["shrink"])            // ends at 3.0, not 2.0
        try stage.advance(to: 3)
        #expect(stage.animationKeys(of: line).isEmpty)
    }
}
