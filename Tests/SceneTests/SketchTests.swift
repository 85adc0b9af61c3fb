import Foundation
import Layers
import Testing
@testable import Scene

/// Scripts under Tests/SceneTests/Scripts.
func script(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/\(name)").path
}

@Suite struct SketchTests {
    /// The architecture sketch runs as written.
    @Test func architectureSketchRuns() throws {
        let scene = try SceneScript(file: script("sketch.lua"))
        #expect(scene.settings.title == "Multicolor spinner")
        #expect(scene.settings.width == 80 && scene.settings.scale == 2 && scene.settings.length == .loop)
        #expect(scene.parameters.map(\.name) == ["colors"])
        var playback = try scene.playback()
        let early = try playback.presentation(at: 0.375)
        let ring = try #require(early.layer(named: "ring"))
        #expect(abs(ring.properties.strokeEnd - 0.5) < 1e-6)
        #expect(ring.properties.lineCap == "round")
        let view = try #require(early.layer(named: "view"))
        #expect(abs(view.properties.transform.rotationZ - 2 * .pi * 0.375 / 2) < 1e-9)
        #expect(view.properties.bounds == .init(x: 0, y: 0, width: 50, height: 50))
        #expect(view.properties.position == .init(x: 40, y: 40))
        let late = try playback.presentation(at: 3.5)
        #expect(late.layer(named: "ring") == nil)  // removed at 3 s by the after() callback
    }
}
