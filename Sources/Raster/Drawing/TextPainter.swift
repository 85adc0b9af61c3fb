import CCairo
import CPango
import Geometry
import Layers

/// Draws a CATextLayer's string in its bounds with Pango (see `TextEngine` for the fonts and
/// options), as Core Animation lays text out:
///
/// - The first line's top (its ascent above the baseline) is at the top of the bounds; lines
///   follow downward. The text is clipped to the bounds (CATextLayer draws into a backing
///   store the size of its bounds).
/// - isWrapped breaks lines at word boundaries (inside a word too long for a line, with no
///   hyphen added) to fit
///   the bounds' width; otherwise only newlines break lines and a line may run past the
///   bounds.
/// - truncationMode other than none ellipsizes ("…") at the start, middle or end: every line
///   that is too wide when not wrapped, the last line that fits in the bounds' height when
///   wrapped.
/// - alignmentMode: natural follows the first paragraph's direction (left for left-to-right
///   text, right for Hebrew or Arabic); justified is natural with the lines of a wrapped
///   paragraph but its last stretched to the width; left, right and center are absolute.
///   Pango resolves the bidirectional order inside each line.
struct TextPainter {
    let canvas: Canvas

    /// Pango keeps sizes as integers in 1/1024 of a unit; above this size (in points) text
    /// draws at this size, far larger than any frame.
    static let maxFontSize = 10_000.0

    func draw(_ p: PropertyStore) throws(RasterError) {
        let text = p.string
        let bounds = p.bounds.standardized
        let size = min(p.fontSize, Self.maxFontSize)
        guard !text.isEmpty, size * Double(PANGO_SCALE) >= 1, p.foregroundColor.isVisible,
              bounds.width > 0, bounds.height > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.newPath()
        canvas.appendRect(bounds)
        canvas.clip()
        canvas.setSource(p.foregroundColor)
        try TextEngine.shared.withLayout(for: canvas.cr, font: p.font.face, size: size) { layout in
            Self.setText(text, on: layout)

            let fitsWidth = p.isWrapped || p.truncationMode != "none"
            if fitsWidth {
                pango_layout_set_width(layout, Self.pangoUnits(bounds.width))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                pango_layout_set_ellipsize(layout, Self.ellipsize(p.truncationMode))
                // Wrapped: ellipsize the last line that fits the height. Not wrapped (-1): each
                // paragraph is one line, ellipsized to the width.
                pango_layout_set_height(layout, p.isWrapped ? Self.pangoUnits(bounds.height) : -1)
            }
            if p.isWrapped, p.truncationMode == "none" {
                Self.layOutVisibleLines(of: text, on: layout, below: Self.clipBottom(canvas.cr) - bounds.minY)
            }
            let rightToLeft = pango_layout_line_get_resolved_direction(pango_layout_get_line_readonly(layout, 0))
                == PANGO_DIRECTION_RTL
            let alignment = Self.alignment(p.alignmentMode, rightToLeft: rightToLeft)
            // With auto_dir, Pango swaps left and right in a right-to-left paragraph; give it the
            // swapped value so the absolute modes stay absolute.
            pango_layout_set_alignment(layout, rightToLeft && alignment != PANGO_ALIGN_CENTER
                ? (alignment == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT) : alignment)
            pango_layout_set_justify(layout, p.alignmentMode == "justified" ? 1 : 0)

            var x = bounds.minX
            if !fitsWidth {
                // No width: Pango aligns the lines within the widest; place that block in the bounds.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                let width = Double(logical.width) / Double(PANGO_SCALE)
                switch alignment {
                case PANGO_ALIGN_RIGHT: x = bounds.maxX - width
                case PANGO_ALIGN_CENTER: x = bounds.midX - width / 2
                default: break
                }
                x -= Double(logical.x) / Double(PANGO_SCALE)
            }
            cairo_move_to(canvas.cr, x, bounds.minY)
            pango_cairo_show_layout(canvas.cr, layout)
        }
    }

    /// `text` on `layout`, its direction from the text, a long word broken without a hyphen
    /// as Core Animation breaks one (Pango would add one). TextMeasure lays text out the same.
    static func setText(_ text: String, on layout: OpaquePointer) {
        var utf8 = text.utf8CString
        utf8.withUnsafeMutableBufferPointer { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count - 1)) }
        pango_layout_set_auto_dir(layout, 1)
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
    }

    /// Wrapped text without truncation, laid out only as far as it can show: Pango lays
    /// out every line, and breaking a long word costs it time quadratic in the word (a
    /// 10,000-character word at 12 points in a 24-point layer took 10 s a frame). Lines
    /// break greedily, so a prefix of the text gives the same lines as the whole up to a
    /// line or two before the prefix ends: a prefix four times longer each try, until
    /// three of its lines start `below` points under the first line's top (where the clip
    /// ends), or the whole text.
    static func layOutVisibleLines(of text: String, on layout: OpaquePointer, below: Double) {
        var length = 1_024
        while length < text.utf8.count {
            setText(String(text.prefix(length)), on: layout)
            if linesStarting(below: below, in: layout) >= 3 { return }
            length *= 4
        }
        setText(text, on: layout)
    }

    /// How many of the layout's lines start at `y` or below (the first line's top at 0).
    static func linesStarting(below y: Double, in layout: OpaquePointer) -> Int {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var count = 0
        repeat {
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            if Double(top) / Double(PANGO_SCALE) >= y { count += 1 }
        } while pango_layout_iter_next_line(iterator) != 0
        return count
    }

    /// The bottom of what the clip lets through, in user space.
    static func clipBottom(_ cr: OpaquePointer) -> Double {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return y2
    }

    /// The screen side the mode aligns to (natural and justified: the paragraph's own side).
    static func alignment(_ mode: String, rightToLeft: Bool) -> PangoAlignment {
        switch mode {
        case "left": PANGO_ALIGN_LEFT
        case "right": PANGO_ALIGN_RIGHT
        case "center": PANGO_ALIGN_CENTER
        default: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    static func ellipsize(_ mode: String) -> PangoEllipsizeMode {
        switch mode {
        case "start": PANGO_ELLIPSIZE_START
        case "middle": PANGO_ELLIPSIZE_MIDDLE
        case "end": PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
    }

    /// Points as Pango units, kept within what Pango's Int32 holds.
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32(min(points * Double(PANGO_SCALE), Double(Int32.max / 2)).rounded())
    }
}
