import Animation
import CCairo
import Layers
import Pixels

/// What the canvas shows where no layer draws.
public enum Background: Hashable, Sendable {
    /// Alpha 0; partly covered pixels keep their premultiplied alpha for the GIF stage.
    case transparent
    /// A canvas color, normally opaque (a translucent one is painted as given).
    case color(Color)
}

/// Draws presentation trees into frames with cairo, the way Core Animation composites the
/// layers (see `LayerPainter` for the order and groups, `ShapePainter` and
/// `GradientPainter` for the rules Apple leaves open).
///
/// Scenes are laid out in points; a frame is `width · scale` by `height · scale` pixels
/// (rounded), drawn at that density, so strokes and curves are sharp at every scale rather
/// than enlarged. Colors are sRGB and blended in sRGB, as iOS does; frames are RGBA with
/// premultiplied alpha.
///
/// A renderer is a value that any number of threads may use at once: each `render` call
/// makes its own cairo surface and context, and the only thing calls share is the image
/// cache, which locks.
public struct Renderer: Sendable {
    /// The canvas in points.
    public let width: Double
    public let height: Double
    /// Pixels a point (--scale).
    public let scale: Double
    public let background: Background
    public let images: ImageCache
    /// The frame size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// cairo's limit on an image surface's side.
    public static let maxPixelSide = 32767

    /// The frame size in pixels of a canvas in points, before any check.
    public static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Double, height: Double) {
        ((width * scale).rounded(), (height * scale).rounded())
    }

    public init(width: Double, height: Double, scale: Double = 1, background: Background = .transparent,
                images: ImageCache = ImageCache()) throws(RasterError) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidCanvas("the canvas must have a positive, finite size, not \(width) x \(height)")
        }
        guard scale.isFinite, scale > 0 else { throw .invalidCanvas("the scale must be positive and finite, not \(scale)") }
        let (pw, ph) = Self.pixelSize(width: width, height: height, scale: scale)
        guard pw >= 1, ph >= 1, pw <= Double(Self.maxPixelSide), ph <= Double(Self.maxPixelSide) else {
            throw .invalidCanvas("\(width) x \(height) points at scale \(scale) is \(pw) x \(ph) pixels; "
                + "each side must be 1 to \(Self.maxPixelSide)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.images = images
        self.pixelWidth = Int(pw)
        self.pixelHeight = Int(ph)
    }

    /// The tree's root drawn on the canvas: the root's superlayer space is the canvas, in
    /// points, origin top-left, y down.
    public func render(_ tree: PresentationTree) throws(RasterError) -> Frame {
        try render(tree.root)
    }

    public func render(_ root: PresentationLayer) throws(RasterError) -> Frame {
        try Frame.drawn(width: pixelWidth, height: pixelHeight) { surface throws(RasterError) in
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            let canvas = Canvas(cr: cr)
            if case .color(let color) = background {
                canvas.setSource(color)
                cairo_paint(cr)
            }
            canvas.scale(scale, scale)
            try LayerPainter(canvas: canvas, images: images).draw(root)
            if let error = canvas.error { throw .drawingFailed(error) }
        }
    }
}
