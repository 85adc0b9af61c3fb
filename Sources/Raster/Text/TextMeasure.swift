import CCairo
import CPango
import Layers

/// The size a string takes when TextPainter draws it: what UILabel's sizeThatFits and
/// UIFont's metrics read, so a label sized to fit holds exactly the text drawn in it.
public struct TextExtent: Hashable, Sendable {
    /// The widest line's advance width, in points.
    public let width: Double
    /// The lines' height, in points (each line's logical height: ascent plus descent).
    public let height: Double
    /// How many lines were counted (at most the limit asked for).
    public let lineCount: Int
    /// The first line's baseline below its top (the font's ascent for plain text).
    public let baseline: Double
}

public enum TextMeasure {
    /// `text` in `font` at `size` points laid out as TextPainter lays out a wrapped layer's
    /// text when `wrapWidth` is given (word boundaries, long words broken), else one line
    /// per paragraph; `maxLines` (0: no limit) keeps the first lines only, as UILabel's
    /// numberOfLines does.
    public static func extent(of text: String, font: TextFont, size: Double, wrapWidth: Double? = nil,
                              maxLines: Int = 0) throws(RasterError) -> TextExtent {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var extent = TextExtent(width: 0, height: 0, lineCount: 0, baseline: 0)
        try TextEngine.shared.withLayout(for: cr, font: font.face, size: min(size, TextPainter.maxFontSize)) { layout in
            TextPainter.setText(text, on: layout)
            if let wrapWidth {
                pango_layout_set_width(layout, TextPainter.pangoUnits(wrapWidth))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            }
            let total = Int(pango_layout_get_line_count(layout))
            let count = maxLines > 0 ? min(total, maxLines) : total
            var width = 0.0, height = 0.0
            for index in 0..<count {
                var logical = PangoRectangle()
                pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
                width = max(width, Double(logical.width) / Double(PANGO_SCALE))
                height += Double(logical.height) / Double(PANGO_SCALE)
            }
            extent = TextExtent(width: width, height: height, lineCount: count,
                                baseline: Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        }
        return extent
    }
}
