import Animation
import Geometry
import Layers
import Testing
@testable import Scene

/// Scenes written the way real loader code reads (activity-indicator collections, ported line
/// by line), with the presentation values derived by hand (docs/core-animation.md#porting-real-code).
@Suite struct PortingIdiomTests {
    func values(_ stage: Stage, _ name: String, at time: Double) throws -> PropertyStore {
        try stage.advance(to: time)
        return stage.presentationValues(of: try #require(stage.layer(named: name)))
    }

    /// A pulsing dot: `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2 * .pi,
    /// clockwise: false)`, and a keyframe scale with one timing function per value, starting
    /// 0.2 s late (`beginTime = CACurrentMediaTime() + 0.2`).
    @Test func pulsingDotWithOneTimingFunctionPerValue() throws {
        let s = try scene("""
            scene { width = 40, height = 40 }
            local dot = ShapeLayer { name = "dot", frame = { 10, 10, 20, 20 }, fillColor = "red",
                                     path = Path.arc(10, 10, 10, 0, 2 * math.pi, false) }
            root:addSublayer(dot)
            assert(math.abs(dot.path.length - 20 * math.pi * (1 + 1.40e-4)) < 2e-3)
            dot:add(KeyframeAnimation { keyPath = "transform.scale", values = { 1, 0.3, 1 }, keyTimes = { 0, 0.5, 1 },
                                        timingFunctions = { "easeIn", "easeOut", "easeIn" },
                                        duration = 1, beginTime = now() + 0.2, repeatCount = math.huge })
            """)
        let stage = try s.makeStage()
        #expect(try values(stage, "dot", at: 0.1).transform.scaleX == 1)  // before beginTime: the model
        // t 0.45: progress 0.25, segment 0 halfway: 1 − 0.7·easeIn(0.5) = 1 − 0.7·0.315357 = 0.779250
        #expect(abs(try values(stage, "dot", at: 0.45).transform.scaleX - 0.779250) < 1e-6)
        // t 0.95: progress 0.75, segment 1 halfway: 0.3 + 0.7·easeOut(0.5) = 0.3 + 0.7·0.684643 = 0.779250
        #expect(abs(try values(stage, "dot", at: 0.95).transform.scaleX - 0.779250) < 1e-6)
        // t 1.2: a cycle ends and the next begins at the first value.
        #expect(abs(try values(stage, "dot", at: 1.2).transform.scaleX - 1) < 1e-9)
        // t 1.325: progress 0.125, segment 0 at 0.25: 1 − 0.7·easeIn(0.25) = 1 − 0.7·0.093191 = 0.934766
        #expect(abs(try values(stage, "dot", at: 1.325).transform.scaleX - (1 - 0.7 * TimingFunction.easeIn(0.25))) < 1e-12)
        let path = try values(stage, "dot", at: 0).path
        #expect(!path.isEmpty && abs(path.boundingBox!.width - 20) < 1e-9)
    }

    /// keyTimes { 0, 0.7 } with two values: the end value holds for the last 30 %.
    @Test func lastValueHoldsAfterTheLastKeyTime() throws {
        let s = try scene("""
            scene { width = 40, height = 40 }
            local bar = Layer { name = "bar", frame = { 0, 0, 10, 10 } }
            root:addSublayer(bar)
            bar:add(KeyframeAnimation { keyPath = "transform.scale", values = { 0.1, 0.6 }, keyTimes = { 0, 0.7 },
                                        duration = 1, fillMode = "forwards", removedOnCompletion = false })
            """)
        let stage = try s.makeStage()
        #expect(abs(try values(stage, "bar", at: 0.35).transform.scaleX - 0.35) < 1e-12)  // 0.1 + 0.5·0.5
        #expect(try values(stage, "bar", at: 0.95).transform.scaleX == 0.6)  // not 0.1 + 0.5·0.95/0.7 = 0.779
        #expect(try values(stage, "bar", at: 2).transform.scaleX == 0.6)    // filled forwards
    }

    /// `additive = true` on a path keyframe animation: accepted, and the path is not summed.
    @Test func additivePathKeyframes() throws {
        let s = try scene("""
            scene { width = 40, height = 40 }
            local blob = ShapeLayer { name = "blob", path = Path.rect(0, 0, 1, 1) }
            root:addSublayer(blob)
            blob:add(KeyframeAnimation { keyPath = "path", values = { Path.oval(0, 0, 10, 10), Path.oval(0, 0, 30, 30) },
                                         additive = true, duration = 1 })
            """)
        let path = try values(try s.makeStage(), "blob", at: 0.5).path
        // Halfway between the ovals' points, each linear in the size: the 20 x 20 oval.
        #expect(path == Path(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20)))
    }

    /// Core Animation's nil: no fill, no stroke, no background, no path, no mask; names change.
    @Test func nilAssignmentsAndLateNames() throws {
        let s = try scene("""
            scene { width = 40, height = 40 }
            local dot = ShapeLayer { name = "dot", path = Path.oval(0, 0, 10, 10), fillColor = "red",
                                     strokeColor = "blue", backgroundColor = "green", lineDashPattern = { 2, 2 } }
            local cover = Layer { name = "cover" }
            root:addSublayer(dot)
            root:addSublayer(cover)
            cover.mask = ShapeLayer { name = "hole" }
            dot.fillColor = nil
            dot.strokeColor = nil
            dot.backgroundColor = nil
            dot.lineDashPattern = nil
            cover.mask = nil
            cover.contents = nil
            dot.name = "renamed"
            assert(dot.name == "renamed" and cover.mask == nil)
            at(1, function() dot.path = nil end)
            """)
        let stage = try s.makeStage()
        #expect(stage.layer(named: "dot") == nil)
        let dot = try values(stage, "renamed", at: 0.5)
        #expect(dot.fillColor == .clear && dot.strokeColor == .clear && dot.backgroundColor == .clear)
        #expect(dot.lineDashPattern.isEmpty && !dot.path.isEmpty)
        #expect(stage.presentation().layer(named: "cover")?.mask == nil)
        // A path never animates implicitly (CAShapeLayer.path's documentation): gone at once.
        #expect(!(try values(stage, "renamed", at: 0.98).path.isEmpty))
        #expect(try values(stage, "renamed", at: 1.0).path.isEmpty)
    }

    /// The rest of what real code does that Core Animation accepts.
    @Test func whatRealCodeDoes() throws {
        let s = try scene("""
            scene { width = 100, height = 100 }
            local l = Layer { name = "l" }
            root:addSublayer(l)
            l["transform.translation"] = { 10, 20 }         -- a size
            l["position.x"] = 5
            l["position.y"] = 6
            l["transform.rotation"] = math.pi / 2          -- no .z
            l["transform.scale.x"] = -1                    -- a mirror
            l["transform.scale.z"] = 0                     -- a z scale of 0
            local flat = Layer { name = "flat", transform = Transform.scale(0.5, 0.5, 0) }
            root:addSublayer(flat)
            flat:add(BasicAnimation { keyPath = "transform.scale.z", from = 1, to = 0, duration = 1 })
            -- a wall-clock timeOffset on a repeating animation (1.7e9 is a whole number of cycles)
            local blink = Layer { name = "blink" }
            root:addSublayer(blink)
            blink:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 2, repeatCount = math.huge,
                                       timeOffset = 1.7e9 + 0.5 })
            -- a position path of two turns round (50, 50), radius 20, walked at constant speed
            local turns = Path.new():addArc(50, 50, 20, 0, 2 * math.pi, true):addArc(50, 50, 20, 0, 2 * math.pi, true)
            local orbit = Layer { name = "orbit", position = { 0, 0 } }
            root:addSublayer(orbit)
            orbit:add(KeyframeAnimation { keyPath = "position", path = turns, calculationMode = "paced", duration = 2 })
            local corner = Path.new():moveTo(0, 0):addArcTo(50, 0, 50, 50, 10)
            assert(math.abs(corner.length - (40 + 5 * math.pi)) < 3e-3)
            local ring = ShapeLayer { name = "ring", path = Path.oval(0, 0, 20, 20), fillRule = "evenOdd",
                                      lineDashPattern = { 4, 2 }, lineDashPhase = 1 }
            root:addSublayer(ring)
            """)
        let stage = try s.makeStage()
        let l = try values(stage, "l", at: 0)
        #expect(l.transform.translationX == 10 && l.transform.translationY == 20)
        #expect(l.position == Point(x: 5, y: 6) && l.transform.rotationZ == .pi / 2)
        #expect(l.transform.scaleX == -1 && l.transform.scaleZ == 0)
        #expect(try values(stage, "flat", at: 0.25).transform.scaleZ == 0.75)
        // 0.5 s in: (0.5 + 1.7e9 + 0.5) mod 2 = 1, half a cycle: opacity 0.5.
        #expect(try values(stage, "blink", at: 0.5).opacity == 0.5)
        // Half a turn (a quarter of the time) is at angle π: (30, 50); one turn (half the time)
        // is back at (70, 50); a turn and a half at (30, 50) again.
        func near(_ p: Point, _ q: Point) -> Bool { p.distance(to: q) < 0.05 }
        #expect(near(try values(stage, "orbit", at: 0.5).position, Point(x: 30, y: 50)))
        #expect(near(try values(stage, "orbit", at: 1).position, Point(x: 70, y: 50)))
        #expect(near(try values(stage, "orbit", at: 1.25).position, Point(x: 50, y: 70)))  // 1¼ turns clockwise: down
        #expect(near(try values(stage, "orbit", at: 1.5).position, Point(x: 30, y: 50)))
    }
}
