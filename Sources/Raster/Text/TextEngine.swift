import CCairo
import CPango
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Pango with the pinned fonts: one font map that sees only the font files listed in
/// `files` (a private fontconfig configuration, none of the machine's other fonts or rules)
/// and fixed cairo font options, so a string draws to the same pixels on every machine that
/// has the same Debian packages.
///
/// Pango's font maps and layouts are not safe to share between threads (Pango's own
/// documentation asks for one font map per thread, and older versions also race inside
/// fontconfig), while frames are drawn on several threads. Every use goes through `withLayout`:
/// text from different frames is laid out and drawn one at a time, and since the layout
/// depends only on the text, the font and the options (never on which thread or in what
/// order), the bytes are the same at any thread count.
///
/// The engine is made once per process, on first use (a `static let`, so never again
/// changed): loading the fonts costs a few milliseconds, and a process that draws no text
/// never pays it.
final class TextEngine: @unchecked Sendable {
    /// The faces: Liberation Sans (fonts-liberation2) for every font name, DejaVu Sans
    /// (fonts-dejavu-core) for the scripts Liberation lacks (Arabic among them).
    static let family = "Liberation Sans"
    static let files = [
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]

    static let shared: Result<TextEngine, RasterError> = Result { () throws(RasterError) in try TextEngine() }

    private let lock = Mutex(())
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Gray antialiasing, no hinting, unhinted metrics: glyph shapes and advances scale
    /// linearly with the size and the transform, and nothing depends on the machine's
    /// fontconfig settings.
    private let options: OpaquePointer

    private init() throws(RasterError) {
        let config = FcConfigCreate()!
        defer { FcConfigDestroy(config) }
        for file in Self.files {
            guard FileManager.default.isReadableFile(atPath: file), FcConfigAppFontAddFile(config, file) != 0 else {
                throw .fontMissing(path: file)
            }
        }
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        shim_pango_fc_font_map_set_config(fontMap, config)
        options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit {
        cairo_font_options_destroy(options)
        shim_g_object_unref(fontMap)
    }

    /// A Pango layout for drawing on `cr` (its current transform and surface), given to `body`
    /// under the engine's lock; the layout lives only for the call.
    func withLayout(for cr: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        lock.withLock { _ in layout(for: cr, body) }
    }

    private func layout(for cr: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        let context = pango_font_map_create_context(fontMap)!
        defer { shim_g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        let layout = pango_layout_new(context)!
        defer { shim_g_object_unref(UnsafeMutableRawPointer(layout)) }
        body(layout)
    }
}
