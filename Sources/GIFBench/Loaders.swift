import CCairo
import Foundation
import Pixels
import Raster

/// A synthetic true-color loader, drawn with cairo the way Raster draws scenes.
struct Loader: Sendable {
    let name: String
    let width: Int
    let height: Int
    let frameCount: Int
    let fps: Double
    let draw: @Sendable (OpaquePointer, Int) -> Void

    /// Frame `index` as loaderanim's Frame (premultiplied RGBA) and as a cairo surface the
    /// caller writes to PNG and destroys.
    func render(_ index: Int) -> (Frame, OpaquePointer) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        draw(cr, index)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let frame = Frame(argb32: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: width, height: height,
                          stride: Int(cairo_image_surface_get_stride(surface)))
        return (frame, surface)
    }
}

enum Loaders {
    static let all = [ring, rainbowBar, dots]

    private static func setRGB(_ cr: OpaquePointer, _ hex: UInt32) {
        cairo_set_source_rgb(cr, Double(hex >> 16 & 255) / 255, Double(hex >> 8 & 255) / 255, Double(hex & 255) / 255)
    }

    private static func easeInOut(_ t: Double) -> Double { t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t) }

    /// A multicolor ring chasing itself: an arc of six colored segments with round caps whose
    /// head and tail ease around a light track while the whole ring turns; 6 s at 50 fps.
    static let ring = Loader(name: "ring 160x160", width: 160, height: 160, frameCount: 300, fps: 50) { cr, i in
        let colors: [UInt32] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE]
        setRGB(cr, 0xFFFFFF)
        cairo_paint(cr)
        let t = Double(i) / 50
        let cx = 80.0, cy = 80.0, radius = 56.0
        cairo_set_line_width(cr, 14)
        setRGB(cr, 0xE5E5EA)
        cairo_arc(cr, cx, cy, radius, 0, 2 * .pi)
        cairo_stroke(cr)
        // strokeEnd leads, strokeStart follows a quarter cycle later, 1.5 s per chase.
        let cycle = (t / 1.5).truncatingRemainder(dividingBy: 1)
        let end = easeInOut(min(1, cycle / 0.75))
        let start = easeInOut(max(0, (cycle - 0.25) / 0.75))
        let rotation = t / 2 * 2 * .pi - .pi / 2
        let from = rotation + start * 2 * .pi, to = rotation + max(end - start, 0.02) * 2 * .pi + start * 2 * .pi
        let pieces = colors.count
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for k in 0..<pieces {
            let a0 = from + (to - from) * Double(k) / Double(pieces)
            let a1 = from + (to - from) * Double(k + 1) / Double(pieces)
            setRGB(cr, colors[k])
            cairo_arc(cr, cx, cy, radius, a0, a1)
            cairo_stroke(cr)
            if k == 0 { cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT) }
            if k == pieces - 2 { cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND) }
        }
    }

    /// A rounded bar filled with a 73-stop rainbow gradient (a stop every 5 degrees of hue)
    /// that flows 3.2 px a frame: a seamless 2 s loop at 50 fps, thousands of colors.
    static let rainbowBar = Loader(name: "rainbow bar 320x32", width: 320, height: 32, frameCount: 100, fps: 50) { cr, i in
        setRGB(cr, 0xFFFFFF)
        cairo_paint(cr)
        let offset = Double(i) * 320 / 100
        let gradient = cairo_pattern_create_linear(offset, 0, offset + 320, 0)!
        for s in 0..<73 {
            let hue = Double(s) / 72
            let (r, g, b) = hsv(hue)
            cairo_pattern_add_color_stop_rgb(gradient, hue, r, g, b)
        }
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_REPEAT)
        let x = 4.0, y = 6.0, w = 312.0, h = 20.0, r = 10.0
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
    }

    /// Three flat dots that grow and shrink in turn, with a pause: few colors, many
    /// repeated frames; 2 s at 50 fps.
    static let dots = Loader(name: "dots 120x40", width: 120, height: 40, frameCount: 100, fps: 50) { cr, i in
        setRGB(cr, 0xF2F2F7)
        cairo_paint(cr)
        let t = Double(min(i, 70)) / 70  // the last 30 frames hold still
        for k in 0..<3 {
            let phase = max(0, min(1, t * 3 - Double(k) * 0.8))
            let scale = 0.6 + 0.4 * sin(phase * .pi)
            setRGB(cr, 0x007AFF)
            cairo_arc(cr, 30 + Double(k) * 30, 20, 9 * scale, 0, 2 * .pi)
            cairo_fill(cr)
        }
    }

    static func hsv(_ hue: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let f = h - h.rounded(.down)
        switch Int(h) {
        case 0: return (1, f, 0)
        case 1: return (1 - f, 1, 0)
        case 2: return (0, 1, f)
        case 3: return (0, 1 - f, 1)
        case 4: return (f, 0, 1)
        default: return (1, 0, 1 - f)
        }
    }
}
