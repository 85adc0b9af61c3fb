import Animation
import CCairo
import Pixels

/// A contact sheet (`loaderanim strip`): frames in a grid, left to right and top to
/// bottom, each with its time written under it, so a designer sees the timing at a glance.
public enum ContactSheet {
    /// Pixels around and between the cells, and of the label band under each frame.
    static let padding = 8
    static let labelHeight = 16

    /// All frames must have the same size. `columns` defaults to a near-square grid.
    public static func render(_ frames: [(time: Double, frame: Frame)], columns: Int? = nil) throws(RasterError) -> Frame {
        try render(labeled: frames.map { (label($0.time), $0.frame) }, columns: columns)
    }

    /// Frames in a grid, each with its own label under it (`loaderanim compare`'s sheet).
    public static func render(labeled frames: [(label: String, frame: Frame)], columns: Int? = nil) throws(RasterError) -> Frame {
        guard let first = frames.first?.frame else { throw .invalidCanvas("a contact sheet needs at least one frame") }
        guard frames.allSatisfy({ $0.frame.width == first.width && $0.frame.height == first.height }) else {
            throw .invalidCanvas("a contact sheet's frames must all have one size")
        }
        let count = frames.count
        let across = max(1, min(count, columns ?? Int(Double(count).squareRoot().rounded(.up))))
        let down = (count + across - 1) / across
        let cellWidth = first.width + padding, cellHeight = first.height + labelHeight + padding
        let width = padding + across * cellWidth, height = padding + down * cellHeight
        guard width <= Renderer.maxPixelSide, height <= Renderer.maxPixelSide else {
            throw .invalidCanvas("a \(across) x \(down) sheet of \(first.width) x \(first.height) frames is "
                + "\(width) x \(height) pixels, over cairo's \(Renderer.maxPixelSide)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.93)
        cairo_paint(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 11)
        for (index, item) in frames.enumerated() {
            let x = Double(padding + (index % across) * cellWidth), y = Double(padding + (index / across) * cellHeight)
            try item.frame.withARGB32Surface { (image: OpaquePointer) throws(RasterError) in
                cairo_set_source_surface(cr, image, x, y)
                cairo_paint(cr)
            }
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
            cairo_move_to(cr, x, y + Double(first.height) + Double(labelHeight) - 4)
            cairo_show_text(cr, item.label)
        }
        cairo_surface_flush(surface)
        return Frame(argb32: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: width, height: height,
                     stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// "0.25 s": the time to the millisecond, without trailing zeros.
    static func label(_ time: Double) -> String {
        var text = withVaList([time]) { list in
            var buffer = [CChar](repeating: 0, count: 400)
            vsnprintf(&buffer, buffer.count, "%.3f", list)
            return String(cString: buffer)
        }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}

#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
