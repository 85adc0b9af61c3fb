import Animation
import ArgumentParser
import BuiltInScenes
import Layers
import Pixels
import Raster
import Scene

/// How frames are drawn: the options `render`, `frame` and `strip` share.
struct DrawingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels a point (default: the scene's).")
    var scale: Double?

    @Option(help: ArgumentHelp("The canvas color, or transparent (default: the scene's).", valueName: "color|transparent"))
    var background: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The most pixels a frame may have.", valueName: "count"))
    var maxPixels = PixelLimit.defaultMaximum

    func renderer(for scene: LoadedScene) throws -> Renderer {
        let settings = scene.script.settings
        let scale = self.scale ?? settings.scale
        guard scale.isFinite, scale > 0 else { throw Failure(.usage, "--scale must be a positive number, not \(scale)") }
        let size = Renderer.pixelSize(width: settings.width, height: settings.height, scale: scale)
        try PixelLimit.check(size, maximum: maxPixels, file: scene.script.file)
        do {
            return try Renderer(width: settings.width, height: settings.height, scale: scale,
                                background: try background.map(Self.parseBackground) ?? (settings.background.map { .color($0) } ?? .transparent),
                                images: ImageCache(embedded: BuiltInScenes.contents(of:)))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(.badInput, "\(scene.script.file): \(error)")
        }
    }

    static func parseBackground(_ text: String) throws -> Background {
        if text == "transparent" { return .transparent }
        do { return .color(try Color(parsing: text)) } catch { throw Failure(.usage, "--background: \(error.description)") }
    }
}

extension LoadedScene {
    /// The presentation tree at each time, in order (one playback, replaying only if asked
    /// to go back).
    func trees(at times: [Double]) throws -> [PresentationTree] {
        do {
            var playback = try script.playback()
            return try times.map { try playback.presentation(at: $0) }
        } catch { throw Failure(error) }
    }

    /// The scene's length, or `override`.
    func length(override: Double?) throws -> Double {
        if let override {
            guard override.isFinite, override > 0 else { throw Failure(.usage, "--duration must be a positive number of seconds, not \(override)") }
            return override
        }
        do { return try script.length() } catch { throw Failure(error) }
    }
}

/// Parses a time argument ("--time 1.5").
func checkedTime(_ time: Double, _ name: String) throws -> Double {
    guard time.isFinite, time >= 0 else { throw Failure(.usage, "--\(name) must be a time in seconds >= 0, not \(time)") }
    return time
}
