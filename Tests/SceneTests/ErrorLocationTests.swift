import Testing
@testable import Scene

@Suite struct ErrorLocationTests {
    @Test func syntaxErrorsNameTheLine() {
        let error = sceneError { _ = try scene("scene { width = 10, height = 10 }\nlocal x = = 3\n") }
        #expect(error?.line == 2)
        #expect(error?.description.hasSuffix("scene.lua:2: unexpected symbol near '='") == true)
    }

    @Test func runtimeErrorsNameTheLine() {
        let error = sceneError { _ = try scene("scene { width = 10, height = 10 }\n\nlocal x = nil + 1\n") }
        #expect(error?.line == 3)
        #expect(error?.message == "attempt to perform arithmetic on a nil value")
    }

    /// API errors point at the script's line and suggest the right name.
    @Test func unknownKeyPathsSuggest() {
        let error = sceneError { _ = try scene("""
            scene { width = 10, height = 10 }
            local ring = ShapeLayer {}
            ring.strokEnd = 1
            """) }
        #expect(error?.line == 3)
        #expect(error?.message == "unknown key path \"strokEnd\": did you mean strokeEnd?")
        let kind = sceneError { _ = try scene("scene { width = 10, height = 10 }\nLayer { strokeEnd = 1 }\n") }
        #expect(kind?.description.hasSuffix("scene.lua:2: strokeEnd is a property of ShapeLayer, and this layer is a Layer") == true)
    }

    /// An error in a callback keeps its own line, and the traceback lists the script's lines.
    @Test func callbackErrorsCarryATraceback() {
        let error = sceneError {
            let s = try scene("""
                scene { width = 10, height = 10 }
                local function update(layer)
                    layer.opacity = "half"
                end
                after(1, function() update(root) end)
                """)
            try s.makeStage().advance(to: 2)
        }
        #expect(error?.line == 3)
        #expect(error?.message == "opacity must be a number, not string")
        #expect(error?.traceback.count == 2)
        #expect(error?.traceback.allSatisfy { $0.contains("scene.lua:") } == true)
    }

    @Test func sceneMustComeFirst() {
        let error = sceneError { _ = try scene("local l = Layer {}\n") }
        #expect(error?.message == "call scene { ... } before making layers or scheduling anything")
        #expect(error?.line == 1)
        let never = sceneError { _ = try scene("local x = 1\n") }
        #expect(never?.message == "the script never called scene { width = ..., height = ... }")
        let huge = sceneError { _ = try scene("scene { width = 10, height = 10, fps = 60 }") }
        #expect(huge?.message.hasPrefix("scene fps 60.0 is above 50") == true)
    }
}
