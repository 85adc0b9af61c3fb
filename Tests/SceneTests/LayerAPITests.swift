import Animation
import Geometry
import Layers
import Testing
@testable import Scene

@Suite struct LayerAPITests {
    @Test func constructorsSetPropertiesAndKeyPaths() throws {
        let s = try scene("""
            scene { width = 100, height = 100 }
            local a = Layer { name = "a", frame = { 10, 20, 30, 40 }, backgroundColor = "red", opacity = 0.5,
                              cornerRadius = 4, masksToBounds = true }
            local b = ShapeLayer { name = "b", path = Path.rect(0, 0, 10, 10), strokeEnd = 0.25, lineWidth = 3,
                                   lineDashPattern = { 4, 2 }, fillRule = "evenOdd", strokeColor = rgb(0, 128, 255) }
            local g = GradientLayer { name = "g", colors = { "red", hsb(0.5, 1, 1) }, locations = { 0, 1 },
                                      startPoint = { x = 0, y = 0.5 }, type = "conic" }
            root:addSublayer(a)
            root:addSublayer(g)
            root:insertSublayer(b, 0)
            a["transform.rotation.z"] = math.pi
            a.anchorPoint = { 0, 0 }
            assert(a.name == "a" and a.opacity == 0.5 and a["transform.rotation.z"] == math.pi)
            assert(a.bounds.width == 30 and a.position.x == 25)
            assert(#root.sublayers == 3 and root.sublayers[1] == b and b.superlayer == root)
            assert(tostring(b) == 'ShapeLayer "b"')
            assert(tostring(b.strokeColor) == "#0080FFFF")
            assert(b.path.length == 40)
            """)
        let tree = try s.makeStage().presentation()
        #expect(tree.root.sublayers.map(\.name) == ["b", "a", "g"])
        let a = try #require(tree.layer(named: "a")).properties
        #expect(a.bounds == Rect(x: 0, y: 0, width: 30, height: 40) && a.anchorPoint == .zero)
        #expect(a.backgroundColor == Color(red: 1, green: 0, blue: 0) && a.cornerRadius == 4 && a.masksToBounds)
        let b = try #require(tree.layer(named: "b")).properties
        #expect(b.strokeEnd == 0.25 && b.lineWidth == 3 && b.lineDashPattern == [4, 2] && b.fillRule == "evenOdd")
        let g = try #require(tree.layer(named: "g")).properties
        #expect(g.colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 1)])
        #expect(g.startPoint == Point(x: 0, y: 0.5) && g.gradientType == "conic")
    }

    @Test func masksAndRemoval() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local photo = Layer { name = "photo", backsView = true }
            local ring = ShapeLayer { name = "ring" }
            root:addSublayer(photo)
            photo:addSublayer(ring)
            ring:removeFromSuperlayer()
            photo.mask = ring
            assert(photo.mask == ring and #photo.sublayers == 0)
            local gone = Layer { name = "gone" }
            root:addSublayer(gone)
            at(1, function() gone:removeFromSuperlayer(); photo.mask = nil end)
            """)
        let stage = try s.makeStage()
        #expect(stage.presentation().layer(named: "photo")?.mask?.name == "ring")
        try stage.advance(to: 1)
        #expect(stage.presentation().layer(named: "photo")?.mask == nil)
        #expect(stage.presentation().layer(named: "gone") == nil)
    }

    /// Model changes in callbacks animate implicitly; presentation reads the animated value.
    @Test func implicitAnimationsAndPresentation() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local ring = ShapeLayer { name = "ring", strokeEnd = 0 }
            root:addSublayer(ring)
            at(1, function() ring.strokeEnd = 1 end)
            at(1.125, function()
                seen = ring.presentation.strokeEnd
                assert(ring.strokeEnd == 1)
                transaction({ disableActions = true }, function() ring.lineWidth = 9 end)
                assert(#ring:animationKeys() == 1 and ring:animationKeys()[1] == "strokeEnd")
            end)
            """)
        let stage = try s.makeStage()
        try stage.advance(to: 1.125)
        let strokeEnd = stage.presentationValues(of: stage.layer(named: "ring")!).strokeEnd
        #expect(abs(strokeEnd - TimingFunction.default(0.5)) < 1e-12)
        #expect(stage.presentationValues(of: stage.layer(named: "ring")!).lineWidth == 9)
    }

    @Test func pathsBuildLikeUIBezierPath() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local p = Path.new():moveTo(0, 0):lineTo(30, 0):quadCurveTo(40, 0, 40, 10):curveTo(40, 20, 30, 30, 20, 30)
            p:addArc(20, 20, 10, math.pi / 2, math.pi, true)
            p:close()
            local shape = ShapeLayer { name = "s", path = p }
            p:lineTo(100, 100) -- the layer keeps the path it was given
            root:addSublayer(shape)
            assert(Path.oval(0, 0, 40, 40).bounds.width == 40)
            assert(Path.line(0, 0, 3, 4).length == 5)
            assert(Path.arc(25, 25, 10, math.pi, -math.pi, false).isEmpty == false)
            assert(Path.roundedRect({ 0, 0, 20, 10 }, 5) ~= nil)
            """)
        let path = try #require(s.makeStage().presentation().layer(named: "s")).properties.path
        #expect(path.elements.count == 7)
        #expect(path.elements.first == .move(to: .zero) && path.elements.last == .close)
    }

    @Test func colorsTransformsAndTimingFunctions() throws {
        let s = try scene("""
            scene { width = 50, height = 50 }
            local l = Layer { name = "l", transform = Transform.concat(Transform.scale(2), Transform.rotation(1)) }
            root:addSublayer(l)
            assert(tostring(color("lightGray")) == "#AAAAAAFF")
            assert(tostring(hsba(0, 1, 1, 0.5)) == "#FF000080")
            assert(tostring(rgba(255, 0, 0, 1)) == "#FF0000FF")
            assert(tostring(cubicBezier(0.42, 0, 0.58, 1)) == "easeInEaseOut")
            assert(tostring(steps(4, "start")) == "steps(4, start)")
            assert(l.transform.scaleX == 2 and l["transform.scale"] == 2)
            """)
        let t = try #require(s.makeStage().presentation().layer(named: "l")).properties.transform
        #expect(abs(t.rotationZ - 1) < 1e-12 && abs(t.scaleX - 2) < 1e-12)
    }
}
