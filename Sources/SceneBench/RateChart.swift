import BenchSupport
import CCairo
import Foundation

/// The rate-distortion chart (docs/rate-distortion.png): one panel per scene, four to a row,
/// bytes (y, KB of 1,000 bytes) against mean PSNR (x, dB), one line with markers per tool.
/// Exact points (every frame identical, 100 dB by Bench.psnr) sit in a slot at the right of
/// each panel, past a dashed break: their distance from the finite points is not to scale.
enum RateChart {
    static let width = 1600
    static let columns = 4
    static let panelHeight = 330
    static let header = 112

    /// Draws the chart and writes it to `path` through a temporary file and a rename, so a
    /// reader never sees half a PNG.
    static func write(_ scenes: [RateScene], to path: String) throws {
        let rows = (scenes.count + columns - 1) / columns
        let height = header + rows * panelHeight + 8
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        legend(cr)
        let panelWidth = Double(width / columns)
        for (i, scene) in scenes.enumerated() {
            panel(cr, scene, x: Double(i % columns) * panelWidth, y: Double(header + i / columns * panelHeight),
                  width: panelWidth, height: Double(panelHeight))
        }
        cairo_surface_flush(surface)

        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let temporary = path + ".tmp-\(getpid())"
        guard cairo_surface_write_to_png(surface, temporary) == CAIRO_STATUS_SUCCESS, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw BenchError(message: "cannot write the chart to \(path)")
        }
    }

    /// Each tool's color and marker.
    private static func style(_ tool: RateTool) -> (r: Double, g: Double, b: Double, marker: Marker) {
        switch tool {
        case .loaderanim: (0.12, 0.40, 0.75, .circle)
        case .loaderanimLossy: (0.55, 0.20, 0.65, .diamond)
        case .ffmpeg: (0.90, 0.45, 0.05, .square)
        case .gifsicle: (0.15, 0.58, 0.20, .triangle)
        }
    }

    private enum Marker { case circle, square, triangle, diamond }

    private static func legend(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        text(cr, "Bytes against mean PSNR on each scene's true-color frames: lower and further right is better",
             x: 20, y: 30, size: 20)
        let entries: [(RateTool, String)] = [
            (.loaderanim, "loaderanim --tolerance " + Runner.tolerances.reversed().map(String.init).joined(separator: ", ")),
            (.loaderanimLossy, "--lossy " + Runner.lossyLevels.reversed().map(String.init).joined(separator: ", ")),
            (.ffmpeg, "ffmpeg paletteuse, dither default, none"),
            (.gifsicle, "gifsicle -O3 --lossy \(Runner.lossiness.max()!) to 0 on ffmpeg's none"),
        ]
        var x = 20.0
        for (tool, label) in entries {
            let s = style(tool)
            cairo_set_source_rgb(cr, s.r, s.g, s.b)
            cairo_set_line_width(cr, 2.5)
            cairo_move_to(cr, x, 62)
            cairo_line_to(cr, x + 36, 62)
            cairo_stroke(cr)
            marker(cr, s.marker, x: x + 18, y: 62)
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
            x += 46 + text(cr, label, x: x + 44, y: 68, size: 16) + 34
        }
        cairo_set_source_rgb(cr, 0.35, 0.35, 0.35)
        text(cr, "exact: every frame identical (100 dB), drawn right of a dashed break, not to scale; "
             + "KB: 1,000 bytes", x: 20, y: 96, size: 15)
    }

    private static func panel(_ cr: OpaquePointer, _ scene: RateScene, x: Double, y: Double, width: Double, height: Double) {
        let left = x + 66, right = x + width - 14, top = y + 34, bottom = y + height - 44
        let all = RateTool.allCases.flatMap { scene.points[$0] ?? [] }
        let finite = all.filter { !$0.quality.exact }.map(\.psnr)
        let hasExact = all.contains { $0.quality.exact }
        // The finite PSNRs span the plot, or stop short of the exact slot when there is one.
        let slot = 46.0, finiteRight = hasExact ? right - slot - 12 : right
        var lo = finite.min() ?? 60, hi = finite.max() ?? 60
        let pad = max(0.5, (hi - lo) * 0.06)
        lo -= pad
        hi += pad
        let xTicks = ticks(lo, hi, count: 5)
        let bytes = all.map { Double($0.bytes) / 1000 }
        var bottomKB = bytes.min()!, topKB = bytes.max()!
        let yPad = max(0.05, (topKB - bottomKB) * 0.08)
        bottomKB = max(0, bottomKB - yPad)
        topKB += yPad
        let yTicks = ticks(bottomKB, topKB, count: 5)
        func px(_ psnr: Double) -> Double {
            psnr >= 100 ? right - slot / 2 : left + (psnr - lo) / (hi - lo) * (finiteRight - left)
        }
        func py(_ kb: Double) -> Double { bottom - (kb - bottomKB) / (topKB - bottomKB) * (bottom - top) }

        // Frame, grid and ticks.
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        text(cr, scene.name, x: (left + right) / 2, y: y + 24, size: 17, align: .center)
        cairo_set_line_width(cr, 1)
        for t in yTicks {
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
            line(cr, left, py(t), right, py(t))
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
            let label = format(t, step: yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1) + " KB"
            text(cr, label, x: left - 6, y: py(t) + 4, size: 13, align: .end)
        }
        for t in xTicks {
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
            line(cr, px(t), top, px(t), bottom)
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
            let label = format(t, step: xTicks.count > 1 ? xTicks[1] - xTicks[0] : 1)
            text(cr, label, x: px(t), y: bottom + 16, size: 13, align: .center)
        }
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
        text(cr, "mean PSNR, dB", x: (left + finiteRight) / 2, y: bottom + 34, size: 13, align: .center)
        if hasExact {
            cairo_set_dash(cr, [4, 3], 2, 0)
            line(cr, right - slot - 6, top, right - slot - 6, bottom)
            cairo_set_dash(cr, nil, 0, 0)
            text(cr, "exact", x: px(100), y: bottom + 16, size: 13, align: .center)
        }
        cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_stroke(cr)

        // One line a tool, in PSNR order; a segment into the exact slot is dashed.
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_save(cr)
        cairo_clip(cr)
        for tool in [RateTool.ffmpeg, .gifsicle, .loaderanimLossy, .loaderanim] {  // loaderanim's on top
            let s = style(tool)
            let points = (scene.points[tool] ?? []).sorted { ($0.psnr, $0.bytes) < ($1.psnr, $1.bytes) }
            cairo_set_source_rgb(cr, s.r, s.g, s.b)
            cairo_set_line_width(cr, 2)
            for (a, b) in zip(points, points.dropFirst()) {
                if b.quality.exact && !a.quality.exact { cairo_set_dash(cr, [5, 4], 2, 0) }
                line(cr, px(a.psnr), py(Double(a.bytes) / 1000), px(b.psnr), py(Double(b.bytes) / 1000))
                cairo_set_dash(cr, nil, 0, 0)
            }
            for p in points { marker(cr, s.marker, x: px(p.psnr), y: py(Double(p.bytes) / 1000)) }
        }
        cairo_restore(cr)
    }

    private static func marker(_ cr: OpaquePointer, _ marker: Marker, x: Double, y: Double) {
        switch marker {
        case .circle: cairo_arc(cr, x, y, 4.5, 0, 2 * .pi)
        case .square: cairo_rectangle(cr, x - 4, y - 4, 8, 8)
        case .triangle:
            cairo_move_to(cr, x, y - 5.5)
            cairo_line_to(cr, x + 5, y + 3.5)
            cairo_line_to(cr, x - 5, y + 3.5)
            cairo_close_path(cr)
        case .diamond:
            cairo_move_to(cr, x, y - 5.5)
            cairo_line_to(cr, x + 5, y)
            cairo_line_to(cr, x, y + 5.5)
            cairo_line_to(cr, x - 5, y)
            cairo_close_path(cr)
        }
        cairo_fill(cr)
    }

    private static func line(_ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        cairo_stroke(cr)
    }

    /// Draws `string` with its baseline at `y`, starting at `x`, or centered on it or ending
    /// at it; returns its advance.
    @discardableResult
    private static func text(_ cr: OpaquePointer, _ string: String, x: Double, y: Double, size: Double,
                             align: Align = .start) -> Double {
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        let shift = align == .start ? 0 : align == .center ? extents.x_advance / 2 : extents.x_advance
        cairo_move_to(cr, x - shift, y)
        cairo_show_text(cr, string)
        return extents.x_advance
    }

    private enum Align { case start, center, end }

    /// Round tick values (1, 2 or 5 times a power of ten apart) inside lo...hi, about `count` of them.
    static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard hi > lo else { return [lo] }
        let raw = (hi - lo) / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
        return stride(from: (lo / step).rounded(.up) * step, through: hi + step * 1e-9, by: step).map { $0 }
    }

    /// A tick label with as many decimals as its step needs.
    private static func format(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
        return String(format: "%.\(decimals)f", value)
    }
}
