import CCairo
import Geometry
import Layers

/// Draws a layer seen in perspective (docs/core-animation.md#transforms-in-3d). cairo's
/// transforms are affine, so the layer's plane is drawn flat into an offscreen image, at
/// about the density it will have on screen, and that image is warped onto the canvas:
/// every device pixel the plane can cover is mapped back into the plane through the
/// inverse projection and sampled bilinearly (premultiplied ARGB, transparent outside).
///
/// Why not pixman's projective transform, which cairo is built on: its matrices are 16.16
/// fixed point (m34 = −1/200 becomes −0.0050049), and points behind the eye (w <= 0) must
/// be cut per pixel anyway; a double-precision inverse map and a per-pixel w test cost a
/// few dozen lines and no new C target. Tessellating into affine triangles would bend
/// straight lines at the seams instead.
///
/// Only the part of the plane that can reach the canvas's clip is drawn: the points whose
/// image lies inside the clip and whose w lies within [wRef / 1024, 64 · wRef], wRef being
/// the largest w at the layer's corners and center (a plane that recedes to the horizon is
/// cut where it has shrunk 64 times). A layer wholly behind the eye draws nothing.
struct PlaneWarp {
    let canvas: Canvas
    /// The layer's plane into the canvas's user space.
    let projection: PlaneProjection
    /// The layer's bounds, where w is judged.
    let bounds: Rect
    /// What the layer draws, in its plane (`PresentationLayer.drawnBox`); nil: unknown.
    let drawnBox: Rect?

    /// The most pixels the offscreen plane may have (its density drops to fit): 2048², and
    /// at most 16 for each pixel of the canvas it lands on. Without the second bound a plane
    /// in perspective inside another took 4 million pixels a level, whatever the canvas:
    /// seconds a frame for a 24-point scene (found by `make fuzz FUZZ_TARGET=transform3d`).
    static let maxPixels = 2048.0 * 2048.0
    static let maxPixelsPerCanvasPixel = 16.0
    /// The most plane pixels a device pixel may take, and the least.
    static let densityRange = 1.0 / 64 ... 16.0

    func draw(_ content: (Canvas) throws(RasterError) -> Void) throws(RasterError) {
        let toDevice = projection.concatenating(canvas.matrix)
        guard let fromDevice = toDevice.inverted(), let clip = canvas.deviceClipExtents() else { return }
        let b = bounds
        let wRef = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY),
                    Point(x: b.maxX, y: b.maxY), b.center].map(toDevice.w).max()!
        guard wRef > 0, wRef.isFinite else { return }
        let region = Self.visibleRegion(toDevice, clip: clip, w: wRef / 1024 ... wRef * 64, within: drawnBox)
        guard region.count >= 3 else { return }

        // The plane's bounding box there, and the density that matches the screen's.
        let xs = region.map(\.x), ys = region.map(\.y)
        let origin = Point(x: xs.min()!, y: ys.min()!)
        let size = Size(width: xs.max()! - origin.x, height: ys.max()! - origin.y)
        let density = Self.density(of: toDevice, over: region, size: size, clip: clip)
        let width = Int((size.width * density).rounded(.up)) + 2, height = Int((size.height * density).rounded(.up)) + 2
        guard width <= Renderer.maxPixelSide, height <= Renderer.maxPixelSide else { return }

        // The plane drawn flat, one transparent pixel around it.
        let plane = try ImageSurface(width: width, height: height)
        let planeContext = cairo_create(plane.surface)!
        defer { cairo_destroy(planeContext) }
        let planeCanvas = Canvas(cr: planeContext)
        planeCanvas.translate(1, 1)
        planeCanvas.scale(density, density)
        planeCanvas.translate(-origin.x, -origin.y)
        try content(planeCanvas)
        if let error = planeCanvas.error { throw .drawingFailed(error) }
        cairo_surface_flush(plane.surface)

        // The device pixels the region covers, each sampled from the plane.
        let corners = region.compactMap(toDevice.apply)
        guard let box = Self.pixelBox(corners.map(\.x), corners.map(\.y), within: clip) else { return }
        let warped = try ImageSurface(width: box.width, height: box.height)
        for row in 0..<box.height {
            for column in 0..<box.width {
                let device = Point(x: Double(box.x + column) + 0.5, y: Double(box.y + row) + 0.5)
                let (u, v, w) = fromDevice.homogeneous(device)
                guard w > 0 else { continue }  // behind the eye
                let sx = (u / w - origin.x) * density + 1, sy = (v / w - origin.y) * density + 1
                warped[column, row] = plane.bilinear(x: sx, y: sy)
            }
        }
        cairo_surface_mark_dirty(warped.surface)
        canvas.save()
        defer { canvas.restore() }
        cairo_identity_matrix(canvas.cr)
        cairo_set_source_surface(canvas.cr, warped.surface, Double(box.x), Double(box.y))
        cairo_paint(canvas.cr)
    }

    /// The convex part of the plane (within `box`) that lands inside `clip` with w in `w`: a
    /// huge square cut by these half-planes, each linear in the plane's x and y since x' = X / W and
    /// x0 ≤ x' ⟺ X − x0 · W ≥ 0 where W > 0.
    static func visibleRegion(_ p: PlaneProjection, clip: (x0: Double, y0: Double, x1: Double, y1: Double),
                              w: ClosedRange<Double>, within box: Rect?) -> [Point] {
        let m = p.m
        // (a, b, c): a · x + b · y + c ≥ 0.
        var halfPlanes: [(Double, Double, Double)] = box.map { b in
            [(1, 0, -b.minX), (-1, 0, b.maxX), (0, 1, -b.minY), (0, -1, b.maxY)]
        } ?? []
        halfPlanes += [
            (m[2], m[5], m[8] - w.lowerBound), (-m[2], -m[5], w.upperBound - m[8]),
            (m[0] - clip.x0 * m[2], m[3] - clip.x0 * m[5], m[6] - clip.x0 * m[8]),
            (clip.x1 * m[2] - m[0], clip.x1 * m[5] - m[3], clip.x1 * m[8] - m[6]),
            (m[1] - clip.y0 * m[2], m[4] - clip.y0 * m[5], m[7] - clip.y0 * m[8]),
            (clip.y1 * m[2] - m[1], clip.y1 * m[5] - m[4], clip.y1 * m[8] - m[7]),
        ]
        let far = 1e7
        var polygon = [Point(x: -far, y: -far), Point(x: far, y: -far), Point(x: far, y: far), Point(x: -far, y: far)]
        for (a, b, c) in halfPlanes {
            func value(_ q: Point) -> Double { a * q.x + b * q.y + c }
            var clipped: [Point] = []
            for (i, current) in polygon.enumerated() {
                let next = polygon[(i + 1) % polygon.count]
                let (vc, vn) = (value(current), value(next))
                if vc >= 0 { clipped.append(current) }
                if (vc >= 0) != (vn >= 0) {
                    let t = vc / (vc - vn)
                    clipped.append(current + (next - current) * t)
                }
            }
            polygon = clipped
            if polygon.count < 3 { return [] }
        }
        return polygon
    }

    /// Plane pixels per point: the screen's largest magnification over the region, within
    /// `densityRange`, lowered until the plane (`size` in points) fits its pixel budget.
    static func density(of toDevice: PlaneProjection, over region: [Point], size: Size,
                        clip: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Double {
        var density = region.map { magnification(of: toDevice, at: $0) }.max() ?? 1
        density = min(max(density, densityRange.lowerBound), densityRange.upperBound)
        let area = max(size.width * size.height * density * density, 1)
        let budget = min(maxPixels, max((clip.x1 - clip.x0) * (clip.y1 - clip.y0), 1) * maxPixelsPerCanvasPixel)
        return area > budget ? density * (budget / area).squareRoot() : density
    }

    /// How many device pixels one unit of the plane spans at `q` (the longer column of the
    /// projection's Jacobian there).
    static func magnification(of p: PlaneProjection, at q: Point) -> Double {
        let m = p.m
        let (x, y, w) = p.homogeneous(q)
        guard w > 0 else { return 0 }
        let (px, py) = (x / w, y / w)
        let dx = ((m[0] - px * m[2]) / w, (m[1] - py * m[2]) / w)
        let dy = ((m[3] - px * m[5]) / w, (m[4] - py * m[5]) / w)
        return max((dx.0 * dx.0 + dx.1 * dx.1).squareRoot(), (dy.0 * dy.0 + dy.1 * dy.1).squareRoot())
    }

    /// The whole device pixels covering the points' bounding box, within the clip.
    static func pixelBox(_ xs: [Double], _ ys: [Double], within clip: (x0: Double, y0: Double, x1: Double, y1: Double))
        -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let x0 = max(minX, clip.x0).rounded(.down), y0 = max(minY, clip.y0).rounded(.down)
        let x1 = min(maxX, clip.x1).rounded(.up), y1 = min(maxY, clip.y1).rounded(.up)
        guard x1 > x0, y1 > y0, x1 - x0 <= Double(Renderer.maxPixelSide), y1 - y0 <= Double(Renderer.maxPixelSide) else {
            return nil
        }
        return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    }
}

/// An ARGB32 image surface with pixel access (premultiplied, one native-endian word a pixel).
final class ImageSurface {
    let surface: OpaquePointer
    let width: Int, height: Int
    private let stride: Int
    private let data: UnsafeMutablePointer<UInt8>

    /// A class so that the surface is destroyed exactly once, when the last reference goes.
    init(width: Int, height: Int) throws(RasterError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw .drawingFailed(message)
        }
        self.surface = surface
        self.width = width
        self.height = height
        self.stride = Int(cairo_image_surface_get_stride(surface))
        self.data = data
    }

    deinit { cairo_surface_destroy(surface) }

    subscript(x: Int, y: Int) -> UInt32 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self)
        }
        set { UnsafeMutableRawPointer(data + y * stride).storeBytes(of: newValue, toByteOffset: x * 4, as: UInt32.self) }
    }

    /// The image at (x, y) in pixel units (pixel centers at k + 0.5), blended bilinearly
    /// from the four nearest pixels, each channel rounded; transparent beyond the edges.
    func bilinear(x: Double, y: Double) -> UInt32 {
        let fx = x - 0.5, fy = y - 0.5
        guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return 0 }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        let p = (self[x0, y0], self[x0 + 1, y0], self[x0, y0 + 1], self[x0 + 1, y0 + 1])
        guard p.0 | p.1 | p.2 | p.3 != 0 else { return 0 }
        let weights = ((1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func channel(_ v: UInt32) -> Double { Double((v >> shift) & 0xFF) }
            let value = channel(p.0) * weights.0 + channel(p.1) * weights.1 + channel(p.2) * weights.2 + channel(p.3) * weights.3
            result |= UInt32(min(max(value.rounded(), 0), 255)) << shift
        }
        return result
    }
}

extension PresentationLayer {
    /// A box in the layer's own space that holds everything it draws: its bounds and path,
    /// with room for strokes (half the line width times the miter limit) and its shadow
    /// (the offset and three standard deviations), and its sublayers' boxes as they land
    /// (replicator copies included); 2 points around all of it for antialiasing. Generous
    /// rather than exact: it only bounds the offscreen plane of a layer seen in perspective.
    /// Nil when no box is known (an image, which contentsGravity may let overflow, or a
    /// sublayer partly behind the eye).
    var drawnBox: Rect? {
        let p = properties
        var box = p.bounds.standardized
        if let shadow = Shadow(p) {
            let reach = 3 * shadow.sigma
            let cast = Rect(x: box.minX + shadow.offset.width, y: box.minY + shadow.offset.height, width: box.width, height: box.height)
            box = box.union(cast.insetBy(dx: -reach, dy: -reach))
        }
        guard !p.masksToBounds else { return box.insetBy(dx: -2, dy: -2) }
        guard p.contents.isEmpty else { return nil }
        if kind == .shape, let pathBox = p.path.boundingBox {
            let stroke = p.strokeColor.isVisible ? p.lineWidth / 2 * max(p.miterLimit, 1) : 0
            box = box.union(pathBox.insetBy(dx: -stroke, dy: -stroke))
        }
        let children: [(PresentationLayer, AffineTransform?)] = kind == .replicator
            ? instances.flatMap { instance in instance.sublayers.map { ($0, Optional(instance.transform)) } }
            : sublayers.map { ($0, nil) }
        for (child, instance) in children where !child.properties.isHidden {
            let projection = child.properties.transformToSuperlayer(p, instance: instance).planeProjection
            guard let c = child.drawnBox else { return nil }
            let corners = [Point(x: c.minX, y: c.minY), Point(x: c.maxX, y: c.minY), Point(x: c.minX, y: c.maxY),
                           Point(x: c.maxX, y: c.maxY)].compactMap(projection.apply)
            guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            box = box.union(Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return box.insetBy(dx: -2, dy: -2)
    }
}
