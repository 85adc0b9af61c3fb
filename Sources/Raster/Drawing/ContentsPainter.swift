import CCairo
import Geometry
import Layers

/// Draws a layer's contents image where its contentsGravity puts it.
struct ContentsPainter {
    let canvas: Canvas
    let images: ImageCache

    /// Draws `image` into the rectangle `gravity` gives inside `bounds`. Nothing clips to
    /// the bounds here: as in Core Animation, resizeAspectFill overflows unless masksToBounds.
    func draw(_ image: LayerImage, gravity: String, in bounds: Rect) throws(RasterError) {
        let painter = ImagePainter(canvas: canvas, images: images)
        let target = ContentsGravity.rect(gravity, imageSize: try painter.size(of: image), bounds: bounds)
        try painter.draw(image, in: target)
    }
}

/// Paints a `LayerImage` scaled to fill a rectangle: a file's pixels, or a drawn image's
/// recording replayed at the canvas's resolution (sharp at every --scale).
struct ImagePainter {
    let canvas: Canvas
    let images: ImageCache

    /// The image's size in points: a file's pixels (one a point), a drawn image's own size.
    func size(of image: LayerImage) throws(RasterError) -> Size {
        switch image.source {
        case .file(let name):
            let decoded = try images.image(named: name)
            return Size(width: Double(decoded.width), height: Double(decoded.height))
        case .drawn(let drawn):
            return drawn.size
        }
    }

    /// Files are filtered with cairo's GOOD filter (bilinear when enlarging, a box-filtered
    /// reduction when shrinking, so a large photo does not alias), and their edge pixels
    /// extend to the edge of the rectangle instead of fading out. A drawn image is clipped
    /// to its own size, as the context it was drawn in was.
    func draw(_ image: LayerImage, in target: Rect) throws(RasterError) {
        let size = try size(of: image)
        let fit = AffineTransform(scaleX: target.width / size.width, y: target.height / size.height)
        guard target.width > 0, target.height > 0, size.width > 0, size.height > 0, canvas.canConcatenate(fit) else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(target.minX, target.minY)
        canvas.concatenate(fit)
        switch image.source {
        case .file(let name):
            try images.image(named: name).withSurface { surface in
                let pattern = cairo_pattern_create_for_surface(surface)!
                defer { cairo_pattern_destroy(pattern) }
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(canvas.cr, pattern)
                canvas.newPath()
                cairo_rectangle(canvas.cr, 0, 0, size.width, size.height)
                canvas.fill()
            }
        case .drawn(let drawn):
            try DrawingPainter(canvas: canvas, images: images).draw(drawn.drawing, in: Rect(origin: .zero, size: size))
        }
    }
}

/// Where CALayer.contentsGravity puts an image of a given size inside the bounds.
///
/// Sizes are in points at one image pixel a point (contentsScale 1, Core Animation's
/// default for a layer that is not a view's). Directions read as on screen, y down: "top"
/// is the top edge of the picture you see, the sense UIKit's contentMode gives it.
enum ContentsGravity {
    static func rect(_ gravity: String, imageSize image: Size, bounds: Rect) -> Rect {
        let b = bounds.standardized
        switch gravity {
        case "resize":
            return b
        case "resizeAspect", "resizeAspectFill":
            guard image.width > 0, image.height > 0 else { return Rect(origin: b.center, size: .zero) }
            let sx = b.width / image.width, sy = b.height / image.height
            let s = gravity == "resizeAspect" ? min(sx, sy) : max(sx, sy)
            let size = Size(width: image.width * s, height: image.height * s)
            return Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            // center and the eight edges and corners: the image at its own size.
            let horizontal: Double = gravity.hasSuffix("Left") || gravity == "left" ? 0
                : gravity.hasSuffix("Right") || gravity == "right" ? 1 : 0.5
            let vertical: Double = gravity.hasPrefix("top") ? 0 : gravity.hasPrefix("bottom") ? 1 : 0.5
            return Rect(x: b.minX + (b.width - image.width) * horizontal,
                        y: b.minY + (b.height - image.height) * vertical,
                        width: image.width, height: image.height)
        }
    }
}
