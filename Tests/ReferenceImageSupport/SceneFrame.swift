import Pixels
import Raster
import Scene

/// A scene script's frame at a moment, drawn as the command line draws it.
public enum SceneFrame {
    /// The scene's canvas and background, at `scale` (the scene's own when nil).
    public static func render(_ script: SceneScript, at time: Double, scale: Double? = nil) throws -> Frame {
        var playback = try script.playback()
        let settings = script.settings
        let renderer = try Renderer(width: settings.width, height: settings.height, scale: scale ?? settings.scale,
                                    background: settings.background.map { .color($0) } ?? .transparent)
        return try renderer.render(playback.presentation(at: time))
    }
}
