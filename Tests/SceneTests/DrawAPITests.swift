import Animation
import Geometry
import Layers
import Testing
@testable import Scene

/// `properties` and `draw` in scene scripts (docs/core-animation.md#custom-drawing).
@Suite struct DrawAPITests {
    static let ring = """
        scene { width = 100, height = 100, duration = 2 }
        local ring = Layer { name = "ring", frame = { 10, 10, 80, 80 },
            properties = { progress = 0, trackColor = "lightGray", center = { 40, 40 } },
            draw = function(ctx, layer)
                ctx:setStrokeColor(layer.trackColor); ctx:setLineWidth(6)
                ctx:addArc(layer.center.x, layer.center.y, 34, -math.pi / 2, -math.pi / 2 + 2 * math.pi * layer.progress, false)
                ctx:strokePath()
                ctx:fill(0, 0, 4, 4)
                ctx:drawText("x", 40, 30, { fontSize = 16, alignment = "center" })
            end }
        root:addSublayer(ring)
        ring:add(BasicAnimation { keyPath = "progress", from = 0, to = 1, duration = 1 })
        """

    @Test func propertiesAnimateAndDrawRecordsTheCalls() throws {
        var playback = try scene(Self.ring).playback()
        let tree = try playback.presentation(at: 0.25)
        let ring = try #require(tree.layer(named: "ring"))
        let progress = ring.properties.customProperties.first { $0.name == "progress" }!
        #expect(ring.properties[progress] == .number(0.25))
        let commands = try #require(ring.drawing).commands
        #expect(commands.count == 6)
        #expect(commands[0] == .setStrokeColor(try Color(parsing: "lightGray")))
        let start = -Double.pi / 2, end = start + 2 * Double.pi * 0.25
        let arc = Drawing.Command.addArc(center: Point(x: 40, y: 40), radius: 34, startAngle: start, endAngle: end,
                                         clockwise: false)
        #expect(commands[2] == arc)
        #expect(commands[4] == .fillShape(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))))
        #expect(commands[5] == .text("x", point: Point(x: 40, y: 30), font: TextFont(name: "Helvetica"), size: 16,
                                     alignment: "center"))
    }

    /// At 25 fps over 2 s the ring draws for frames 0 ... 25 (progress 0, 0.04, ... 0.96,
    /// then the model's 0 at 1 s, which differs from 0.96) and never after: 26 draws for 51
    /// frames, counted in Lua.
    @Test func drawIsNotCalledWhenNothingItReadsChanged() throws {
        let s = try scene(Self.ring.replacingOccurrences(of: "draw = function(ctx, layer)",
                                                         with: "draw = function(ctx, layer) calls = calls + 1")
            .replacingOccurrences(of: "scene {", with: "calls = 0\nscene {") + "\nat(1.98, function() print(calls) end)")
        let printed = PrintedLines()
        let printing = try SceneScript(file: s.file, printer: printed.printer)
        var playback = try printing.playback()
        for i in 0...50 { _ = try playback.presentation(at: Double(i) / 25) }
        #expect(printed.lines.last == "26")
    }

    /// An error inside draw names its line and the frame's time.
    @Test func anErrorInDrawNamesItsLineAndTime() throws {
        let s = try scene("""
            scene { width = 10, height = 10 }
            local l = Layer { properties = { p = 0 },
                draw = function(ctx, layer)
                    if layer.p > 0.5 then error("too far") end
                end }
            root:addSublayer(l)
            l:add(BasicAnimation { keyPath = "p", from = 0, to = 1, duration = 1 })
            """)
        var playback = try s.playback()
        _ = try playback.presentation(at: 0.4)
        let error = sceneError { _ = try playback.presentation(at: 0.6) }
        #expect(error?.line == 4)
        #expect(error?.message == "in draw at t = 0.6 s: too far")
    }

    @Test func mistakesInDrawingAreNamed() throws {
        func message(_ body: String) throws -> String? {
            let s = try scene("""
                scene { width = 10, height = 10 }
                local kept
                local l = Layer { draw = function(ctx, layer)
                    \(body)
                end }
                root:addSublayer(l)
                """)
            var playback = try s.playback()
            return sceneError { _ = try playback.presentation(at: 0) }?.message
        }
        #expect(try message("ctx:strokePth()")
            == "in draw at t = 0.0 s: the draw context has no method \"strokePth\": did you mean strokePath?")
        #expect(try message("ctx:setLineCap(\"rounded\")")
            == "in draw at t = 0.0 s: ctx:setLineCap: \"rounded\" is not one of butt, round, square")
        #expect(try message("ctx:addArc(0, 0, 0/0, 0, 1)")
            == "in draw at t = 0.0 s: ctx:addArc(x, y, radius, startAngle, endAngle, clockwise) argument 3 must be a finite number, not nan")
        #expect(try message("ctx.fillPath()")?.hasSuffix("with a colon: ctx:fillPath()") == true)
        #expect(try message("layer.nope = 1")?.contains("read-only") == true)
        // A context kept past its draw call is refused when used later.
        let kept = try scene("""
            scene { width = 10, height = 10 }
            local saved
            local l = Layer { draw = function(ctx) saved = ctx end }
            root:addSublayer(l)
            at(1, function() saved:beginPath() end)
            """)
        var playback = try kept.playback()
        _ = try playback.presentation(at: 0)
        #expect(sceneError { _ = try playback.presentation(at: 1) }?.message.contains("only be used inside the draw function") == true)
    }

    /// ctx:setBlendMode takes CGBlendMode's Swift names and records them in order, saved
    /// and restored with the state by the renderer; plusDarker, which cairo cannot draw, and
    /// a name that is not a mode stop the scene at the line that asks, so `validate` (which
    /// runs the draw functions) reports them.
    @Test func blendModesAreRecordedAndPlusDarkerIsRefused() throws {
        func run(_ body: String) throws -> (Drawing?, SceneError?) {
            let s = try scene("""
                scene { width = 10, height = 10 }
                local l = Layer { name = "l", draw = function(ctx, layer)
                    \(body)
                end }
                root:addSublayer(l)
                """)
            var playback = try s.playback()
            var drawing: Drawing?
            let error = sceneError { drawing = try playback.presentation(at: 0).layer(named: "l")?.drawing }
            return (drawing, error)
        }
        let (drawing, _) = try run("ctx:setBlendMode(\"multiply\"); ctx:fill(0, 0, 4, 4); ctx:setBlendMode(\"sourceIn\")")
        #expect(drawing?.commands == [.setBlendMode(.multiply), .fillShape(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))),
                                      .setBlendMode(.sourceIn)])
        for name in Drawing.BlendMode.allCases where name != .plusDarker {
            #expect(try run("ctx:setBlendMode(\"\(name.rawValue)\")").0?.commands == [.setBlendMode(name)])
        }
        #expect(Drawing.BlendMode.allCases.count == 28)
        let (_, refused) = try run("ctx:setBlendMode(\"plusDarker\")")
        #expect(refused?.line == 3)
        #expect(refused?.message == "in draw at t = 0.0 s: ctx:setBlendMode(mode): plusDarker (R = MAX(0, 1 - ((1 - D) + (1 - S)))) "
            + "is not supported: cairo, which draws loaderanim's frames, has no operator for it (multiply and darken are the darkening modes it has)")
        let (_, misspelt) = try run("ctx:setBlendMode(\"mutliply\")")
        #expect(misspelt?.message == "in draw at t = 0.0 s: ctx:setBlendMode(mode): \"mutliply\" is not a blend mode; did you mean multiply?")
    }

    @Test func declaringProperties() throws {
        let stage = try scene("""
            scene { width = 10, height = 10 }
            local l = Layer { name = "l", properties = { n = 1, c = "red", p = { 1, 2 }, s = { width = 3, height = 4 },
                                                       r = { 0, 0, 5, 6 }, t = Transform.rotation(1) }, n = 5 }
            root:addSublayer(l)
            l.p = { x = 7, y = 8 }
            assert(l.properties.n == 5 and l.properties.p.x == 7 and l.r.width == 5 and l.s.height == 4)
            assert(l.t.rotation == 1 and l.presentation.n == 5 and l.draw == false)
            """).makeStage()
        let l = try #require(stage.layer(named: "l"))
        #expect(stage.customProperties(of: l).map(\.kind) == [.color, .number, .point, .rect, .size, .transform])
        for (properties, text) in [("{ opacity = 1 }", "opacity: is a built-in key path"),
                                   ("{ flag = true }", "properties.flag: a custom property's default is a number"),
                                   ("{ n = 0/0 }", "properties.n must be a finite number")] {
            let error = sceneError { _ = try scene("scene { width = 1, height = 1 }\nLayer { properties = \(properties) }") }
            #expect(error?.line == 2)
            #expect(error?.message.contains(text) == true, "\(String(describing: error))")
        }
    }
}
