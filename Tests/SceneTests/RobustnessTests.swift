import Foundation
import Layers
import Testing
@testable import Scene

/// Scripts that once crashed loaderanim or gave a vague error (see Tests/CLITests/BadInputs):
/// each must end in a SceneError that names the file and the line.
@Suite struct RobustnessTests {
    /// API calls made from a coroutine read their arguments from the coroutine's stack.
    @Test func coroutinesCanCallTheAPI() throws {
        let script = try scene("""
            scene { width = 10, height = 10 }
            local make = coroutine.wrap(function()
                for i = 1, 3 do
                    local layer = Layer { name = "dot" .. i }
                    root:addSublayer(layer)
                    coroutine.yield(layer)
                end
            end)
            assert(tostring(make()) == 'Layer "dot1"')
            make()
            make()
            """)
        let stage = try script.makeStage()
        #expect(stage.sublayers(of: stage.root).map(stage.name) == ["dot1", "dot2", "dot3"])
        let error = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local grow = coroutine.wrap(function()
                root.opacity = "more"
            end)
            grow()
            """) }
        #expect(error?.line == 3)
        #expect(error?.message == "opacity must be a number, not string")
    }

    /// A runaway of callbacks at one instant names the callback that keeps scheduling itself.
    @Test func runawayCallbacksNameTheirLine() {
        let error = sceneError {
            let script = try scene("""
                scene { width = 10, height = 10, duration = 1 }

                local function again() at(now(), again) end
                at(0.5, again)
                """)
            try script.makeStage().advance(to: 1)
        }
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("more than 100000 events at t = 0.5 s") == true)
    }

    /// Errors without a position of their own take the line the traceback shows; a nested
    /// error keeps one position even when Lua shortens a long path.
    @Test func everyErrorHasALine() {
        let table = sceneError { _ = try scene("scene { width = 10, height = 10 }\n\nerror({ code = 42 })\n") }
        #expect(table?.line == 3 && table?.message == "(error object is a table value)")
        let empty = sceneError { _ = try scene("scene { width = 10, height = 10 }\nerror()\n") }
        #expect(empty?.line == 2)
        let name = String(repeating: "long-name-", count: 8) + "scene.lua"
        let nested = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            transaction({}, function()
                root.opacity = nil + 1
            end)
            """, name: name) }
        #expect(nested?.line == 3)
        #expect(nested?.message == "attempt to perform arithmetic on a nil value")
        let printed = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            print(setmetatable({}, { __tostring = function() error("cannot show this") end }))
            """) }
        #expect(printed?.line == 2 && printed?.message == "cannot show this")
    }

    /// NaN reads "nan" whatever its sign bit (0/0 is -nan on x86).
    @Test func notANumberReadsNan() {
        let error = sceneError { _ = try scene("scene { width = 0/0, height = 10 }\n") }
        #expect(error?.message == "scene width must be a finite number, not nan")
        let timing = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            root:add(BasicAnimation { keyPath = "opacity", to = 0, duration = 0/0 })
            """) }
        #expect(timing?.message == "BasicAnimation duration must be a finite number, not nan")
    }

    /// Numbers too large for an integer are clamped, refused or kept as floats, never trapped on.
    @Test func hugeNumbersDoNotTrap() throws {
        let stage = try scene("""
            scene { width = 10, height = 10 }
            root:addSublayer(Layer { name = "a" })
            root:insertSublayer(Layer { name = "b" }, 1e300)
            root:insertSublayer(Layer { name = "c" }, -1e300)
            local n = param("n", 1e300, "a count", { type = "integer" })
            assert(n == 1e300)
            local seed = param("seed", 1e300, "the seed")
            assert(random() < 1)
            """).makeStage()
        #expect(stage.sublayers(of: stage.root).map(stage.name) == ["c", "a", "b"])
        let random = sceneError { _ = try scene("scene { width = 10, height = 10 }\nlocal r = random(1, 1e300)\n") }
        #expect(random?.line == 2)
        #expect(random?.message == "random(m, n) needs whole numbers m <= n within ±2^53, got 1.0 and 1e+300")
        let loop = sceneError {
            _ = try scene("""
                scene { width = 10, height = 10, duration = loop() }
                root:add(BasicAnimation { keyPath = "opacity", to = 0, duration = 1e300, repeatCount = math.huge })
                """).length()
        }
        #expect(loop?.message == "duration = loop(): the period 1e+300 s is longer than an hour; give a duration")
    }

    /// Tables that contain themselves, nest deeply or repeat one table many times end in an
    /// error instead of a stack overflow (Swift's or Lua's) or an endless expansion.
    @Test func selfReferenceAndSharingAreLimited() {
        let group = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local group = AnimationGroup { duration = 1 }
            group.animations = { group }
            root:add(group)
            """) }
        #expect(group?.line == 4)
        #expect(group?.message == "AnimationGroups nest more than 32 deep (does a group contain itself?)")
        let shared = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local a = BasicAnimation { keyPath = "opacity", to = 0 }
            for i = 1, 30 do a = AnimationGroup { animations = { a, a, a } } end
            root:add(a)
            """) }
        #expect(shared?.message == "an animation may hold at most 10000 animations in its groups (is one listed many times?)")
        let values = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local g = GradientLayer {}
            local colors, values = {}, {}
            for i = 1, 2000 do colors[i] = "red" end
            for i = 1, 1000 do values[i] = colors end
            g:add(KeyframeAnimation { keyPath = "colors", values = values, duration = 1 })
            """) }
        #expect(values?.line == 6)
        #expect(values?.message == "more than 1000000 table elements in one call (is one table listed many times inside another?)")
        let parameter = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local t = {}
            t[1] = t
            param("steps", t, "steps")
            """) }
        #expect(parameter?.line == 4)
        #expect(parameter?.message == "param steps: the default nests arrays more than 8 deep (does a table contain itself?)")
        let type = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            param("v", {}, "values", { type = string.rep("array of ", 100000) .. "number" })
            """) }
        #expect(type?.message.hasPrefix("param v: unknown type \"array of array of") == true)
        #expect((type?.message.count ?? .max) < 300)
        // within the limits, nesting works
        #expect(throws: Never.self) { _ = try scene("""
            scene { width = 10, height = 10 }
            local a = BasicAnimation { keyPath = "opacity", to = 0 }
            for i = 1, 31 do a = AnimationGroup { animations = { a } } end
            root:add(a)
            param("grid", { { { 1, 2 }, { 3 } } }, "nested")
            """) }
    }

    /// Fields are read raw: a metatable's __index is not consulted, so it cannot raise an
    /// error through Swift's frames.
    @Test func fieldsIgnoreMetatables() {
        let error = sceneError { _ = try scene("""
            scene(setmetatable({}, { __index = function(t, key) error("no " .. key) end }))
            """) }
        #expect(error?.line == 1)
        #expect(error?.message == "scene { ... } needs a width and a height, in points")
    }

    /// A default outside its range says so (not "--set", which was not used).
    @Test func aDefaultOutOfRangeNamesTheDefault() {
        let error = sceneError { _ = try scene("scene { width = 10, height = 10 }\nparam(\"lineWidth\", 0, \"width\", { min = 1 })\n") }
        #expect(error?.line == 2)
        #expect(error?.message == "param lineWidth default: 0.0 is below the minimum 1")
    }
}
