import Testing
@testable import Scene

@Suite struct SceneLengthTests {
    /// loop(): periods 1, 2 and 3 s line up after 6 s.
    @Test func loopIsTheLeastCommonMultiple() throws {
        let s = try scene("""
            scene { width = 10, height = 10, duration = loop() }
            local l = ShapeLayer {}
            root:addSublayer(l)
            l:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, repeatCount = math.huge })
            l:add(BasicAnimation { keyPath = "lineWidth", from = 0, to = 1, duration = 1, autoreverses = true, repeatCount = math.huge })
            l:add(AnimationGroup { duration = 3, repeatDuration = math.huge, animations = {} })
            """)
        #expect(try s.length() == 6)
        #expect(try SceneScript.seamlessPeriod([0.75, 0.5], file: "x") == 1.5)
        #expect(throws: SceneError.self) { try SceneScript.seamlessPeriod([1.0 / 3], file: "x") }
        #expect(throws: SceneError.self) { try SceneScript.seamlessPeriod([], file: "x") }
    }

    /// Until done: the circular loader's last update at 2.0 animates for 0.25 s, then holds 0.5 s.
    @Test func untilDoneAddsTheHold() throws {
        let s = try scene("""
            scene { width = 10, height = 10, hold = 0.5 }
            local ring = ShapeLayer { strokeEnd = 0 }
            root:addSublayer(ring)
            for _, update in ipairs({ { 0.2, 0.1 }, { 1.1, 0.5 }, { 2.0, 1 } }) do
                at(update[1], function() ring.strokeEnd = update[2] end)
            end
            """)
        #expect(try s.length() == 2.75)
    }

    @Test func endlessScenesSaySo() throws {
        let s = try scene("""
            scene { width = 10, height = 10 }
            Layer {}:add(BasicAnimation { keyPath = "opacity", repeatCount = math.huge })
            """)
        #expect(throws: SceneError.self) { try s.length() }
        let fixed = try scene("scene { width = 10, height = 10, duration = 4.5 }")
        #expect(try fixed.length() == 4.5)
    }
}
