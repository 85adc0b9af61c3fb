import ArgumentParser
import RenderPipeline

/// How frames are drawn: the options `render`, `frame` and `strip` share.
struct DrawingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels a point (default: the scene's).")
    var scale: Double?

    @Option(help: ArgumentHelp("The canvas color, or transparent (default: the scene's).", valueName: "color|transparent"))
    var background: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The most pixels a frame may have.", valueName: "count"))
    var maxPixels = DrawingSettings.defaultMaxPixels

    var settings: DrawingSettings { DrawingSettings(scale: scale, background: background, maxPixels: maxPixels) }
}
