import CCairo
import CPango
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layers
import Locking

/// Pango with the pinned fonts: for each family, one font map that sees only that family's
/// files and DejaVu Sans for the characters it lacks (a private fontconfig configuration,
/// none of the machine's other fonts or rules), and fixed cairo font options, so a string
/// draws to the same pixels on every machine that has the same Debian packages. A font map
/// per family keeps each family's fallback what it was with Liberation Sans alone: a
/// character Inter lacks comes from DejaVu Sans, never from a monospaced face.
///
/// Pango's font maps and layouts are not safe to share between threads (Pango's own
/// documentation asks for one font map per thread, and older versions also race inside
/// fontconfig), while frames are drawn on several threads. Every use goes through `withLayout`:
/// text from different frames is laid out and drawn one at a time, and since the layout
/// depends only on the text, the font and the options (never on which thread or in what
/// order), the bytes are the same at any thread count.
///
/// The engine is made once per process (a `static let`), and each family's font map on the
/// first text in that family: loading the fonts costs a few milliseconds, and a process
/// that draws no text, or none in Inter, never pays it.
final class TextEngine: @unchecked Sendable {
    static let shared = TextEngine()

    private let lock = Locked(())
    /// The font maps made so far; read and changed only under `lock`, which every use of
    /// Pango holds.
    private var fontMaps: [FontFamily: UnsafeMutablePointer<PangoFontMap>] = [:]
    /// Gray antialiasing, no hinting, unhinted metrics: glyph shapes and advances scale
    /// linearly with the size and the transform, and nothing depends on the machine's
    /// fontconfig settings.
    private let options: OpaquePointer

    private init() {
        options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit {
        cairo_font_options_destroy(options)
        fontMaps.values.forEach { shim_g_object_unref($0) }
    }

    /// A font map over `family`'s files and the fallback's; a missing file is an error
    /// naming it.
    private static func makeFontMap(_ family: FontFamily) throws(RasterError) -> UnsafeMutablePointer<PangoFontMap> {
        let config = FcConfigCreate()!
        defer { FcConfigDestroy(config) }
        for file in family.files + FontFamily.fallbackFiles {
            guard FileManager.default.isReadableFile(atPath: file), FcConfigAppFontAddFile(config, file) != 0 else {
                throw .fontMissing(path: file)
            }
        }
        let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        shim_pango_fc_font_map_set_config(fontMap, config)
        return fontMap
    }

    /// A Pango layout in `font`'s face at `size` points for drawing on `cr` (its current
    /// transform and surface), given to `body` under the engine's lock; the layout lives
    /// only for the call. Not given at all when FreeType cannot scale the font that far
    /// (`canScale`): such text draws nothing.
    func withLayout(for cr: OpaquePointer, font: FontFace, size: Double,
                    _ body: (OpaquePointer) -> Void) throws(RasterError) {
        guard Self.canScale(size, on: cr) else { return }
        try lock.withLock { _ throws(RasterError) in
            let fontMap: UnsafeMutablePointer<PangoFontMap>
            if let made = fontMaps[font.family] {
                fontMap = made
            } else {
                fontMap = try Self.makeFontMap(font.family)
                fontMaps[font.family] = fontMap
            }
            let context = pango_font_map_create_context(fontMap)!
            defer { shim_g_object_unref(UnsafeMutableRawPointer(context)) }
            pango_cairo_update_context(cr, context)
            Self.keepShapingUniform(context, cr)
            pango_cairo_context_set_font_options(context, options)
            pango_context_set_round_glyph_positions(context, 0)
            let layout = pango_layout_new(context)!
            defer { shim_g_object_unref(UnsafeMutableRawPointer(layout)) }
            font.apply(to: layout, size: size)
            body(layout)
        }
    }
}

extension TextEngine {
    /// Whether FreeType can make the font Pango asks cairo for. Measured: the size Pango's
    /// warnings name is `size` times the square of the transform's scale, and from 65,536 on
    /// FreeType refuses it (1000 points at a scale of 8 draws, at 8.191 fails). Pango then
    /// prints three warnings, draws nothing, and cairo leaks the failed font (found by
    /// `make fuzz FUZZ_TARGET=draw`: a 2000-point `drawText` after `ctx:scaleBy(100, 100)`).
    /// Such text draws nothing here too, but quietly and without the leak; drawing it would
    /// take laying it out at a smaller scale and scaling its outlines up.
    static func canScale(_ size: Double, on cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        return size * scale * scale < maxScaledFontSize
    }

    static let maxScaledFontSize = 65_536.0

    /// Lays text out as if the transform were a uniform scale when it stretches one axis more
    /// than the other (a button squashed by `transform.scale.x`, a skew). Pango shapes in the
    /// device's space and converts advances back through the matrix, which goes wrong for a
    /// non-uniform one: at a scale of (0.5, 1) "Sign in" measured twice its width and was cut
    /// to "…". Core Animation lays a text layer out in its own bounds and the transform then
    /// stretches the drawing; so here: the layout at the matrix's mean scale, √|det|, and cairo
    /// drawing the glyphs through the whole transform. A rotation with a uniform scale (every
    /// built-in scene's text) keeps the matrix, and its pixels.
    static func keepShapingUniform(_ context: OpaquePointer, _ cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let tolerance = 1e-9 * max(abs(m.xx), abs(m.yy), abs(m.xy), abs(m.yx), 1e-300)
        let similar = (abs(m.xx - m.yy) <= tolerance && abs(m.xy + m.yx) <= tolerance)
            || (abs(m.xx + m.yy) <= tolerance && abs(m.xy - m.yx) <= tolerance)
        guard !similar else { return }
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        var uniform = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
        pango_context_set_matrix(context, &uniform)
    }

    /// The advance width in points of `text` laid out on one line in `font` at `size`
    /// points: Pango's logical width, the sum of the glyphs' advances (the font file's
    /// hmtx, scaled by size / unitsPerEm) after shaping. The tests hold each face to its
    /// file's metrics with it.
    func lineWidth(of text: String, font: FontFace, size: Double) throws(RasterError) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var width = 0.0
        try withLayout(for: cr, font: font, size: size) { layout in
            var utf8 = text.utf8CString
            utf8.withUnsafeMutableBufferPointer { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count - 1)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            width = Double(logical.width) / Double(PANGO_SCALE)
        }
        return width
    }
}
