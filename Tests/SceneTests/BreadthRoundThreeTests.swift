import Animation
import Geometry
import Layers
import Testing
@testable import Scene

/// Issue 29's engine features as a scene script reaches them: draw side effects, layer
/// timing, settable sublayers, wall-clock dates, validate's draw calls.
@Suite struct BreadthRoundThreeTests {
    func layer(_ tree: PresentationTree, _ name: String) throws -> PresentationLayer {
        try #require(tree.layer(named: name))
    }

    /// A draw function adds a label layer, sets a sibling's path and starts an animation;
    /// frame 0 already has all three.
    @Test func drawSideEffectsInTheFirstFrame() throws {
        var playback = try scene("""
            scene { width = 60, height = 60, duration = 1 }
            local dot = ShapeLayer { name = "dot", fillColor = "red" }
            local label = TextLayer { name = "label", string = "1", frame = { 0, 0, 20, 20 } }
            local ring = Layer { name = "ring", frame = { 0, 0, 60, 60 },
                draw = function(ctx, layer)
                    ctx:fill(0, 0, 10, 10)
                    if label.superlayer == nil then
                        transaction({ disableActions = true }, function()
                            ring_parent:addSublayer(label)
                            dot.path = Path.oval(20, 20, 20, 20)
                        end)
                        dot:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 1 })
                    end
                end }
            ring_parent = root
            root:addSublayer(ring)
            root:addSublayer(dot)
            """).playback()
        let frame0 = try playback.presentation(at: 0)
        #expect(try layer(frame0, "label").properties.string == "1")
        #expect(try layer(frame0, "dot").properties.path == Path(ovalIn: Rect(x: 20, y: 20, width: 20, height: 20)))
        #expect(try layer(frame0, "dot").properties.opacity == 0)
        #expect(abs(try layer(try playback.presentation(at: 0.5), "dot").properties.opacity - 0.5) < 1e-12)
    }

    @Test func aDrawThatDirtiesItselfNamesItsLine() throws {
        let error = sceneError {
            var playback = try scene("""
                scene { width = 40, height = 40, duration = 1 }
                local ring
                ring = Layer { name = "ring", properties = { n = 0 },
                    draw = function(ctx, layer)
                        ring.n = layer.n + 1
                    end }
                root:addSublayer(ring)
                """, name: "dirty.lua").playback()
            _ = try playback.presentation(at: 0)
        }
        #expect(error?.line == 4)
        #expect(error?.description.contains("a draw keeps dirtying itself") == true)
    }

    /// validate calls each draw function at 0 and at the scene's end: an unknown context
    /// method at the end (only then does the branch run) is caught, with its line.
    @Test func validateRunsTheDrawsAtTheStartAndTheEnd() {
        let file = write("""
            scene { width = 40, height = 40, duration = 2 }
            local ring = Layer { name = "ring", properties = { progress = 0 },
                draw = function(ctx, layer)
                    if layer.progress > 0.9 then ctx:fillOval(0, 0, 4, 4) end
                end }
            root:addSublayer(ring)
            ring.progress = 1
            ring:add(BasicAnimation { keyPath = "progress", from = 0, duration = 1 })
            """, name: "late.lua")
        let problems = SceneScript.validate(file: file)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 4)
        #expect(problems.first?.description.contains("fillOval") == true)
    }

    /// The pause idiom and a repeating group, as a Lua scene writes them.
    @Test func layerTiming() throws {
        let s = try scene("""
            scene { width = 40, height = 40, duration = 3 }
            local group = Layer { name = "group", duration = 0.5, repeatCount = math.huge, autoreverses = true }
            local dot = Layer { name = "dot" }
            group:addSublayer(dot)
            root:addSublayer(group)
            dot:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 1, fillMode = "both",
                                     removedOnCompletion = false })
            at(2, function() group.speed = 0; group.timeOffset = 0.2 end)
            """)
        var playback = try s.playback()
        // Passes of 0.5 s there and back: local 0.3 at 0.3 s, 0.5 − 0.2 = 0.3 at 0.7 s.
        for (t, opacity) in [(0.3, 0.3), (0.7, 0.3), (1.1, 0.1)] {
            #expect(abs(try layer(try playback.presentation(at: t), "dot").properties.opacity - opacity) < 1e-9, "t = \(t)")
        }
        // Paused at local 0.2 from 2 s on.
        for t in [2.0, 2.9] {
            #expect(abs(try layer(try playback.presentation(at: t), "dot").properties.opacity - 0.2) < 1e-9)
        }
    }

    @Test func settableSublayers() throws {
        let s = try scene("""
            scene { width = 40, height = 40, duration = 1 }
            local a, b, c = Layer { name = "a" }, Layer { name = "b" }, Layer { name = "c" }
            root:addSublayer(a); root:addSublayer(b)
            root.sublayers = nil
            assert(#root.sublayers == 0 and a.superlayer == nil)
            root.sublayers = { c, a }
            assert(root.sublayers[1] == c and root.sublayers[2] == a)
            root.sublayers = {}
            root.sublayers = { b }
            """)
        let tree = try s.makeStage().drawnPresentation()
        #expect(tree.root.sublayers.map(\.name) == ["b"])
        let error = sceneError { _ = try scene("scene { width = 4, height = 4 }\nroot.sublayers = { root }") }
        #expect(error?.line == 2 && error?.description.contains("inside itself") == true)
        let notLayers = sceneError { _ = try scene("scene { width = 4, height = 4 }\nroot.sublayers = { 1 }") }
        #expect(notLayers?.line == 2 && notLayers?.description.contains("sublayers[1]") == true)
    }

    /// os.time(): the epoch (2001-01-01T00:00:00Z = 978307200 s since 1970, or --epoch)
    /// plus the scene time, whole seconds; os.clock() the scene time; os.time { ... } a
    /// UTC date: 2024-02-29 12:00 is 19782 days after 1970-01-01 (54 years with 13 leap
    /// days: 54 · 365 + 13 = 19723, then 31 + 28 days of 2024 = 19782), plus 12 h.
    @Test func wallClockOnTheSceneClock() throws {
        let source = """
            scene { width = 4, height = 4, duration = 3 }
            at(2.5, function() print(os.time() .. " " .. os.clock() .. " " .. os.time { year = 2024, month = 2, day = 29 }) end)
            """
        let expected: [(Double?, String)] = [(nil, "978307202"), (1_700_000_000, "1700000002")]
        for (epoch, time) in expected {
            let printed = PrintedLines()
            let script = try SceneScript(file: write(source), overrides: SceneOverrides(epoch: epoch), limits: .default,
                                         printer: printed.printer)
            try script.makeStage().advance(to: 2.6)
            #expect(printed.lines == ["\(time) 2.5 \(19_782 * 86_400 + 12 * 3_600)"])
        }
    }

    @Test(arguments: [
        ("978307200", 978_307_200.0), ("-86400.5", -86_400.5), ("1970-01-02", 86_400),
        ("2001-01-01T00:00:00Z", 978_307_200), ("2024-05-01T12:30:15.5", 1_714_566_615.5),
    ] as [(String, Double)])
    func epochValues(_ text: String, _ seconds: Double) {
        #expect(WallClock.parse(text) == seconds)
    }

    @Test func badEpochs() {
        for text in ["yesterday", "2024-13-01", "2023-02-29", "2024-05-01T25:00:00Z", "2024-5-1", "nan", "inf", ""] {
            #expect(WallClock.parse(text) == nil, "\(text)")
        }
    }
}
