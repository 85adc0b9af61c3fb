import CCairo
import Geometry

/// Whole device pixels: a box of the canvas.
struct DeviceBox: Equatable {
    var x, y, width, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func outset(by n: Int) -> DeviceBox { DeviceBox(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n) }

    func intersection(_ o: DeviceBox) -> DeviceBox {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        return DeviceBox(x: x0, y: y0, width: max(0, min(x + width, o.x + o.width) - x0),
                         height: max(0, min(y + height, o.y + o.height) - y0))
    }
}

/// A popped group's pixels, read where cairo keeps them. A group is as large as the clip
/// was, but a layer's content usually covers a small part of it; `ink` is that part, so
/// what is done with the group afterwards (casting a shadow, painting it back) can skip
/// the empty rest.
struct GroupImage {
    let pattern: OpaquePointer
    /// Premultiplied ARGB32 rows.
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The surface's pixels in device space.
    let box: DeviceBox
    /// The smallest box holding every pixel that is not 0 (empty when none is).
    let ink: DeviceBox

    /// Nil unless `pattern` is a group on an ARGB32 image surface, as the renderer's are.
    init?(_ pattern: OpaquePointer) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        // Painted under the transform it was popped with, a group's pattern maps device
        // space onto its surface by the surface's device offset alone.
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        guard ox == ox.rounded(), oy == oy.rounded(), abs(ox) < 1e6, abs(oy) < 1e6 else { return nil }
        self.pattern = pattern
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        let box = DeviceBox(x: -Int(ox), y: -Int(oy), width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)))
        self.box = box
        ink = Self.ink(data, stride: stride, in: DeviceBox(x: 0, y: 0, width: box.width, height: box.height)) { $0 != 0 }
            .map { DeviceBox(x: $0.x + box.x, y: $0.y + box.y, width: $0.width, height: $0.height) }
            ?? DeviceBox(x: box.x, y: box.y, width: 0, height: 0)
    }

    /// The alpha of the pixels of `area` (device space) with alpha > 0, cropped to them:
    /// row-major bytes, or nil when there are none.
    func alpha(in area: DeviceBox) -> (box: DeviceBox, alpha: [UInt8])? {
        let inside = area.intersection(ink)
        guard !inside.isEmpty else { return nil }
        let local = DeviceBox(x: inside.x - box.x, y: inside.y - box.y, width: inside.width, height: inside.height)
        guard let crop = Self.ink(data, stride: stride, in: local, where: { $0 >> 24 != 0 }) else { return nil }
        var alpha = [UInt8](repeating: 0, count: crop.width * crop.height)
        for row in 0..<crop.height {
            let line = UnsafeRawPointer(data + (crop.y + row) * stride).assumingMemoryBound(to: UInt32.self) + crop.x
            for column in 0..<crop.width { alpha[row * crop.width + column] = UInt8(line[column] >> 24) }
        }
        return (DeviceBox(x: crop.x + box.x, y: crop.y + box.y, width: crop.width, height: crop.height), alpha)
    }

    /// The bounding box, within `area` (surface pixels), of the pixels that pass `test`.
    private static func ink(_ data: UnsafeMutablePointer<UInt8>, stride: Int, in area: DeviceBox,
                            where test: (UInt32) -> Bool) -> DeviceBox? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in area.y..<(area.y + area.height) {
            let line = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            guard !isZero(line + area.x, count: area.width), let first = (area.x..<(area.x + area.width)).first(where: { test(line[$0]) }) else { continue }
            let last = (first..<(area.x + area.width)).last(where: { test(line[$0]) })!
            x0 = min(x0, first); x1 = max(x1, last)
            y0 = min(y0, y); y1 = y
        }
        return x1 < 0 ? nil : DeviceBox(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// Whether `count` pixels are all 0, read four at a time: most rows of a group are empty.
    @inline(__always)
    private static func isZero(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(pixels)
        var i = 0
        while i + 4 <= count {
            if raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: 4 * i + 8, as: UInt64.self) != 0 { return false }
            i += 4
        }
        while i < count {
            if pixels[i] != 0 { return false }
            i += 1
        }
        return true
    }
}

extension Canvas {
    /// The whole device pixels that a rect of user space covers under the current transform;
    /// nil when it is not finite or lies absurdly far off.
    func deviceBox(of rect: Rect) -> DeviceBox? {
        let m = matrix
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { m.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!.rounded(.down), y0 = ys.min()!.rounded(.down), x1 = xs.max()!.rounded(.up), y1 = ys.max()!.rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
        return DeviceBox(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// Intersects the clip with whole device pixels.
    func clip(to box: DeviceBox) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }
}
