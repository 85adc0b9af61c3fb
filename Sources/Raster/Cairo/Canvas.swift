import Animation
import CCairo
import Geometry

/// A thin, typed view of one cairo context: the few operations the painters need, in
/// Core Graphics' vocabulary. It owns nothing; `Renderer` creates and destroys the context.
struct Canvas {
    let cr: OpaquePointer
    /// The current path's clamp, once it has gone past cairo's range (Canvas+Range.swift).
    let beyond = ClampedPath()

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }

    /// Maps the user space through `t` first, then through the current transform (so `t`
    /// takes a layer's coordinates into its superlayer's, as CGContextConcatCTM does).
    func concatenate(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// Whether cairo can take `t` as the next step of the current transform. cairo inverts
    /// both `t` and the product; where either has no finite inverse (a scale of 0, or of
    /// 1e-318) it puts the context in an error state for good, and a later pattern asserts.
    /// Such a map collapses the plane below any pixel, so the caller draws nothing instead.
    func canConcatenate(_ t: AffineTransform) -> Bool {
        t.inverted() != nil && t.concatenating(matrix).inverted() != nil
    }

    /// The current transform, user space to device pixels.
    var matrix: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The clip's extents in device pixels, or nil when nothing can be drawn.
    func deviceClipExtents() -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        save()
        defer { restore() }
        cairo_identity_matrix(cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }

    /// The source for the next fill, stroke or paint: a straight-alpha sRGB color (cairo
    /// premultiplies it).
    func setSource(_ color: Color) {
        let c = color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    // MARK: Paths

    func newPath() {
        cairo_new_path(cr)
        beyond.clamp = nil
    }

    /// Appends `path` to cairo's current path. Quadratic curves become the equivalent cubics
    /// (cairo has none); elements keep Core Graphics' meaning for a missing current point.
    func append(_ path: Path) {
        guard fits(path) else { return appendClamped(path) }
        var current: Point?
        var subpathStart: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; subpathStart = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                if current == nil { subpathStart = p }
                current = p
            case .quadCurve(let p, let c):
                let p0 = current ?? c
                if current == nil { cairo_move_to(cr, c.x, c.y); subpathStart = c }
                let c1 = p0 + (c - p0) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                if current == nil { subpathStart = c1 }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    /// Appends a rectangle, rounded with quarter circles when `cornerRadius` > 0 (clamped to
    /// half the shorter side, as Core Animation does).
    func appendRect(_ rect: Rect, cornerRadius: Double = 0) {
        let r = rect.standardized
        if cornerRadius > 0 {
            append(Path(roundedRect: r, cornerRadius: cornerRadius))
        } else if !fits(r.origin, Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)) {
            append(Path(rect: r))
        } else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        }
    }

    func fill(rule: cairo_fill_rule_t = CAIRO_FILL_RULE_WINDING) {
        cairo_set_fill_rule(cr, rule)
        cairo_fill(cr)
        beyond.clamp = nil
    }

    func stroke() {
        cairo_stroke(cr)
        beyond.clamp = nil
    }

    /// Intersects the clip with the current path (and clears the path).
    func clip() {
        cairo_clip(cr)
        beyond.clamp = nil
    }

    // MARK: Groups

    /// Starts drawing into an offscreen group the size of the current clip; everything up
    /// to `popGroup` lands there instead of on the canvas.
    func pushGroup() { cairo_push_group(cr) }

    /// Ends the group; the caller owns the pattern (`cairo_pattern_destroy`). The pattern
    /// lines up with the canvas under the current transform.
    func popGroup() -> OpaquePointer { cairo_pop_group(cr) }

    /// Multiplies every pixel of the group being drawn by `color` (clamped), component by
    /// component on straight colors, alpha included: on cairo's premultiplied pixels each
    /// color channel is scaled by its component times the alpha, and alpha by the alpha,
    /// rounded to the nearest level. A replicator instance's color applies this way.
    func multiplyGroup(by color: Color) {
        let surface = cairo_get_group_target(cr)
        guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let c = color.clamped
        let factors = (c.alpha, c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func scaled(_ pixel: UInt32, _ shift: UInt32, _ factor: Double) -> UInt32 {
            UInt32((Double((pixel >> shift) & 0xFF) * factor).rounded()) << shift
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let p = row[x]
                row[x] = scaled(p, 24, factors.0) | scaled(p, 16, factors.1) | scaled(p, 8, factors.2) | scaled(p, 0, factors.3)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    func paint(_ pattern: OpaquePointer, alpha: Double) {
        cairo_set_source(cr, pattern)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
    }

    /// Paints `pattern` over the device pixels of `box` only: the same pixels as painting it
    /// all when it is 0 outside them, for less work.
    func paint(_ pattern: OpaquePointer, within box: DeviceBox) {
        save()
        defer { restore() }
        cairo_set_source(cr, pattern)  // under the current transform, which the pattern is aligned to
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        clip()
        cairo_paint(cr)
    }

    /// Paints `pattern` through the alpha of `mask` (its color is ignored).
    func paint(_ pattern: OpaquePointer, maskedBy mask: OpaquePointer) {
        cairo_set_source(cr, pattern)
        cairo_mask(cr, mask)
    }

    /// cairo's sticky error, if drawing has gone wrong.
    var error: String? {
        let status = cairo_status(cr)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }
}
