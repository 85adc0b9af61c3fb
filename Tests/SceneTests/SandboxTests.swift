import Foundation
import Testing
@testable import Scene

@Suite struct SandboxTests {
    @Test func unsafeLibrariesAreAbsent() throws {
        _ = try scene("""
            scene { width = 10, height = 10 }
            assert(io == nil and require == nil and package == nil and debug == nil)
            -- os has only its clocks, on the scene clock (docs/core-animation.md#wall-clock-dates).
            local names = {}
            for name in pairs(os) do names[#names + 1] = name end
            table.sort(names)
            assert(table.concat(names, " ") == "clock difftime time")
            assert(dofile == nil and loadfile == nil and load == nil and collectgarbage == nil and string.dump == nil)
            assert(math.randomseed == nil and math.random == random)
            assert(string.format("%d", 42) == "42" and table.concat({ "a", "b" }) == "ab" and utf8.char(65) == "A")
            """)
    }

    @Test func anEndlessLoopIsStopped() {
        let limits = ScriptLimits(instructions: 1_000_000)
        let body = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            while true do end
            """, limits: limits) }
        #expect(body?.line == 2)
        #expect(body?.message == "the script ran past its budget of 1000000 instructions (an endless loop? --max-instructions raises it)")
        // in a callback: the budget is per callback
        let callback = sceneError {
            let s = try scene("""
                scene { width = 10, height = 10 }
                at(1, function()
                    local n = 0
                    while true do n = n + 1 end
                end)
                """, limits: limits)
            try s.makeStage().advance(to: 2)
        }
        #expect(callback?.line == 4)
        // a loop that keeps calling into Swift cannot renew its own budget
        let nested = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            while true do transaction({}, function() end) end
            """, limits: limits) }
        #expect(nested?.message == "the script ran past its budget of 1000000 instructions (an endless loop? --max-instructions raises it)")
    }

    @Test func memoryIsCapped() {
        let error = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local t = {}
            for i = 1, 1e9 do t[i] = string.rep("x", 100) .. i end
            """, limits: ScriptLimits(memory: 8 << 20)) }
        #expect(error?.message == "the script used more than its memory limit of 8 MB (--max-memory raises it)")
        #expect(error?.line == 3)
    }

    @Test func bytecodeIsRefused() {
        let error = sceneError { _ = try scene("\u{1B}Lua") }
        #expect(error?.message.contains("attempt to load a binary chunk") == true)
    }

    @Test func randomIsSeededAndReproducible() throws {
        let source = """
            scene { width = 10, height = 10 }
            seed = param("seed", 1, "random seed")
            numbers = { random(), random(6), random(10, 20), math.random() }
            local l = Layer { name = "l", opacity = numbers[1] }
            root:addSublayer(l)
            assert(numbers[2] >= 1 and numbers[2] <= 6 and math.type(numbers[2]) == "integer")
            """
        func first(_ overrides: [String: String] = [:]) throws -> Double {
            try scene(source, overrides: overrides).makeStage().presentation().layer(named: "l")!.properties.opacity
        }
        #expect(try first() == first())
        #expect(try first() != first(["seed": "2"]))
        #expect(try first(["seed": "2"]) == first(["seed": "2"]))
    }
}
