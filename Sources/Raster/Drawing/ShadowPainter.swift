import Animation
import CCairo
import Geometry
import Layers

/// A layer's shadow as drawn (docs/core-animation.md#shadows); nil when it would paint
/// nothing (shadowOpacity 0, a clear color), so such layers draw exactly as before.
struct Shadow {
    /// shadowColor with its alpha times shadowOpacity, both clamped to 0...1.
    let color: Color
    /// In the layer's own space, y down.
    let offset: Size
    /// The Gaussian's standard deviation in the layer's points: shadowRadius / 2.
    let sigma: Double
    /// The shape that casts it, in the layer's space; nil: the layer's own alpha.
    let path: Path?

    /// A shadow set inside a drawing (CGContextSetShadowWithColor); nil when it paints nothing.
    init?(color: Color, offset: Size, blur: Double) {
        let color = color.clamped
        guard color.alpha > 0 else { return nil }
        self.color = color
        self.offset = offset
        sigma = max(blur, 0) / 2
        path = nil
    }

    init?(_ properties: PropertyStore) {
        let opacity = properties.shadowOpacity
        var color = properties.shadowColor.clamped
        color.alpha *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let offset = properties.shadowOffset
        guard color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { return nil }
        self.color = color
        self.offset = offset
        let radius = properties.shadowRadius
        sigma = radius.isFinite ? max(radius, 0) / 2 : 0
        path = properties.shadowPath.isEmpty ? nil : properties.shadowPath
    }
}

/// Paints a shadow beneath what the canvas is about to draw: the caster's alpha is rendered
/// into an 8-bit plane in device pixels (only the part that can reach the clip), blurred
/// there with the Gaussian's sigma times the current transform's scale, and painted in the
/// shadow's color through that plane, moved by the offset mapped into device space. For a
/// rotation or a uniform scale this is the shadow drawn in the layer's own space; for a
/// skew or an uneven scale the blur stays round (the scale used is √|det|).
struct ShadowPainter {
    let canvas: Canvas

    /// The widest blur drawn, in pixels: past it a shadow is a faint haze, and the planes
    /// (the clip plus four sigma each side) would grow without bound.
    static let maxSigma = 128.0

    /// What casts the shadow: a group holding the layer as drawn, or a path in user space.
    enum Caster {
        case group(GroupImage)
        case path(Path)
    }

    /// Draws `content` into a group (clipped to `bound`, when the caller knows where its ink
    /// can be), then the shadow of the group's alpha beneath it, painted inside `cast` (which
    /// sets up any clip or transform the shadow needs), then the group, where it has ink.
    func paint(_ shadow: Shadow, beneath content: () throws(RasterError) -> Void, within bound: DeviceBox? = nil,
               cast: (() -> Void) -> Void) throws(RasterError) {
        canvas.save()
        if let bound { canvas.clip(to: bound) }
        canvas.pushGroup()
        try content()
        let group = canvas.popGroup()
        canvas.restore()
        defer { cairo_pattern_destroy(group) }
        guard let image = GroupImage(group) else { return canvas.paint(group, alpha: 1) }
        guard !image.ink.isEmpty else { return }
        cast { paint(shadow, castBy: .group(image)) }
        canvas.paint(group, within: image.ink)
    }

    func paint(_ shadow: Shadow, castBy caster: Caster) {
        let cr = canvas.cr
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var dx = shadow.offset.width, dy = shadow.offset.height
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        let blur = GaussianBlur(sigma: min(shadow.sigma * scale, Self.maxSigma))
        let spread = Double(blur.spread)

        // Only casters within the blur's reach of the clip, moved back by the offset, show.
        guard let c = canvas.deviceClipExtents() else { return }
        var clip = PixelRect(x0: c.x0 - dx - spread, y0: c.y0 - dy - spread, x1: c.x1 - dx + spread, y1: c.y1 - dy + spread)
        if case .path(let path) = caster {
            canvas.newPath()
            canvas.append(path)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
            canvas.newPath()
            clip = clip.intersection(deviceBox(x0, y0, x1, y1))
        }
        guard let source = clip.pixels, let (box, alpha) = castAlpha(caster, in: source, ctm: ctm) else { return }

        // The cast alpha blurred, padded by the spread: only the part that lands in the clip
        // (two pixels more each side, for the filter at a fractional offset) is worked out
        // and painted.
        let (x, y) = (box.x - blur.spread, box.y - blur.spread)
        guard let visible = PixelRect(x0: c.x0 - dx - Double(x) - 2, y0: c.y0 - dy - Double(y) - 2,
                                      x1: c.x1 - dx - Double(x) + 2, y1: c.y1 - dy - Double(y) + 2).pixels else { return }
        let window = visible.intersection(DeviceBox(x: 0, y: 0, width: box.width + 2 * blur.spread, height: box.height + 2 * blur.spread))
        guard !window.isEmpty else { return }
        let values = blur.blurred(alpha.map { Float($0) / 255 }, width: box.width, height: box.height, window: window)
        guard let mask = Self.alphaSurface(values, width: window.width, height: window.height) else { return }
        defer { cairo_surface_destroy(mask) }

        canvas.save()
        defer { canvas.restore() }
        cairo_identity_matrix(cr)
        canvas.setSource(shadow.color)
        cairo_mask_surface(cr, mask, Double(x + window.x) + dx, Double(y + window.y) + dy)
    }

    /// A user-space box's bounding box in device space.
    private func deviceBox(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PixelRect {
        var box = PixelRect(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)
        for (cx, cy) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var px = cx, py = cy
            cairo_user_to_device(canvas.cr, &px, &py)
            box = PixelRect(x0: min(box.x0, px), y0: min(box.y0, py), x1: max(box.x1, px), y1: max(box.y1, py))
        }
        return box
    }

    /// The caster's coverage over `area` (device pixels), cropped to where it is not 0;
    /// nil when it covers nothing. A group's is its own alpha; a path is filled into an
    /// alpha plane.
    private func castAlpha(_ caster: Caster, in area: DeviceBox, ctm: cairo_matrix_t) -> (box: DeviceBox, alpha: [UInt8])? {
        let path: Path
        switch caster {
        case .group(let image): return image.alpha(in: area)
        case .path(let p): path = p
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_offset(surface, -Double(area.x), -Double(area.y))
        let cr = cairo_create(surface)!
        var m = ctm
        cairo_set_matrix(cr, &m)
        Canvas(cr: cr).append(path)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Most of the area is empty: rows are tested eight bytes at a time (stride is a
        // multiple of 4 and the surface's rows are padded with zeros to it).
        var minX = area.width, minY = area.height, maxX = -1, maxY = -1
        for row in 0..<area.height {
            let line = data + row * stride
            let words = UnsafeRawPointer(line)
            var empty = true
            var offset = 0
            while offset + 8 <= stride {
                if words.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != 0 { empty = false; break }
                offset += 8
            }
            while empty && offset < stride { empty = line[offset] == 0; offset += 1 }
            if empty { continue }
            minY = min(minY, row); maxY = row
            if let first = (0..<area.width).first(where: { line[$0] != 0 }) { minX = min(minX, first) }
            if let last = (0..<area.width).last(where: { line[$0] != 0 }) { maxX = max(maxX, last) }
        }
        guard maxX >= 0 else { return nil }
        let width = maxX - minX + 1, height = maxY - minY + 1
        var alpha = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { alpha[row * width + column] = data[(minY + row) * stride + minX + column] }
        }
        return (DeviceBox(x: area.x + minX, y: area.y + minY, width: width, height: height), alpha)
    }

    /// An A8 surface holding `values` (0...1) rounded to bytes; the caller destroys it.
    private static func alphaSurface(_ values: [Float], width: Int, height: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        values.withUnsafeBufferPointer { values in
            for row in 0..<height {
                let line = data + row * stride, source = values.baseAddress! + row * width
                for column in 0..<width {
                    // Rounded half up, as `rounded()` does for these values (0...255 once
                    // clamped), without a call to the C library per pixel.
                    var v = source[column] * 255
                    v = v > 0 ? (v < 255 ? v : 255) : 0
                    let whole = Int32(v)
                    line[column] = UInt8(truncatingIfNeeded: v - Float(whole) >= 0.5 ? whole + 1 : whole)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// A box in device pixels (fractional edges) and the whole pixels it touches.
private struct PixelRect {
    var x0, y0, x1, y1: Double

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The whole pixels covered, or nil when none (or when the box is not finite).
    var pixels: DeviceBox? {
        let limit = 1e6
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return nil }
        let left = Int(x0.rounded(.down)), top = Int(y0.rounded(.down))
        let right = Int(x1.rounded(.up)), bottom = Int(y1.rounded(.up))
        guard right > left, bottom > top, right - left <= Renderer.maxPixelSide, bottom - top <= Renderer.maxPixelSide else {
            return nil
        }
        return DeviceBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}
