import Animation
import BuiltInScenes
import Raster

/// How frames are drawn: what `render`, `frame` and `strip` share.
public struct DrawingSettings: Sendable, Equatable {
    /// 4096 x 4096: 64 MB a frame.
    public static let defaultMaxPixels = 4096 * 4096

    /// Pixels a point (default: the scene's).
    public var scale: Double?
    /// A color, or "transparent" (default: the scene's background).
    public var background: String?
    /// The most pixels a frame may have: a typo in --scale or a canvas would otherwise ask
    /// for gigabytes a frame (the encoder holds a few frames per core).
    public var maxPixels: Int

    public init(scale: Double? = nil, background: String? = nil, maxPixels: Int = Self.defaultMaxPixels) {
        self.scale = scale
        self.background = background
        self.maxPixels = maxPixels
    }

    /// A renderer for the scene, with an image cache of its own: pictures are read once a
    /// render, and a file changed between two renders of a long-lived process is read again.
    public func renderer(for scene: LoadedScene) throws -> Renderer {
        let settings = scene.program.settings
        let scale = self.scale ?? settings.scale
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidOption("--scale must be a positive number, not \(scale)") }
        let size = Renderer.pixelSize(width: settings.width, height: settings.height, scale: scale)
        try checkPixels(size, file: scene.program.file)
        let background = try self.background.map(Self.parseBackground) ?? (settings.background.map { .color($0) } ?? .transparent)
        do {
            return try Renderer(width: settings.width, height: settings.height, scale: scale, background: background,
                                images: ImageCache(embedded: BuiltInScenes.contents(of:)))
        } catch {
            throw RenderError.invalidCanvas("\(scene.program.file): \(error)")
        }
    }

    /// `size` in pixels, from the canvas of the scene in `file` and the scale.
    func checkPixels(_ size: (width: Double, height: Double), file: String) throws(RenderError) {
        guard maxPixels > 0 else { throw .invalidOption("--max-pixels must be at least 1, not \(maxPixels)") }
        let pixels = size.width * size.height
        guard pixels <= Double(maxPixels) else {
            throw .invalidOption("\(file): a frame of \(format(size.width)) x \(format(size.height)) pixels is \(format(pixels)) pixels; "
                + "the most is \(maxPixels) (lower --scale or the canvas, or raise --max-pixels)")
        }
    }

    public static func parseBackground(_ text: String) throws(RenderError) -> Background {
        if text == "transparent" { return .transparent }
        do { return .color(try Color(parsing: text)) } catch { throw .invalidOption("--background: \(error.description)") }
    }
}
