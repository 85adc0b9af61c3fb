import Pixels
import RenderPipeline
import Scene

/// A scene script's frame at a moment, drawn through the command line's own renderer
/// (RenderPipeline's DrawingSettings): the scene's canvas and background.
public enum SceneFrame {
    /// At `scale` (the scene's own when nil).
    public static func render(_ script: SceneScript, at time: Double, scale: Double? = nil) throws -> Frame {
        let scene = LoadedScene(name: script.settings.title, program: script)
        let renderer = try DrawingSettings(scale: scale).renderer(for: scene)
        return try renderer.render(scene.trees(at: [time])[0])
    }
}
