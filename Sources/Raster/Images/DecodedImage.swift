import CCairo
import Pixels

/// A decoded picture in cairo's own pixel format (ARGB32: premultiplied, native-endian
/// words), kept in memory that never changes after decoding. Every draw wraps it in a fresh
/// cairo surface, so threads share only these read-only bytes, never a cairo object.
public final class DecodedImage: @unchecked Sendable {
    /// Size in pixels. A layer shows one pixel a point (contentsScale 1).
    public let width: Int
    public let height: Int
    let stride: Int
    private let data: UnsafeMutableRawPointer

    /// Takes ownership of `data`, which must come from `UnsafeMutableRawPointer.allocate`.
    init(width: Int, height: Int, stride: Int, taking data: UnsafeMutableRawPointer) {
        self.width = width
        self.height = height
        self.stride = stride
        self.data = data
    }

    /// Copies a cairo surface of any format, converting it to ARGB32.
    convenience init(copying surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let data = UnsafeMutableRawPointer.allocate(byteCount: max(stride * height, 1), alignment: 16)
        let target = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        let cr = cairo_create(target)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_finish(target)
        cairo_surface_destroy(target)
        self.init(width: width, height: height, stride: stride, taking: data)
    }

    deinit { data.deallocate() }

    /// The image as a cairo surface, valid only inside `body`.
    func withSurface<R>(_ body: (OpaquePointer) -> R) -> R {
        let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        return body(surface)
    }

    /// One pixel, premultiplied, as a frame stores it.
    public subscript(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside the image")
        let p = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return RGBA8(UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8),
                     UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 24))
    }

    /// The whole image as a frame.
    public var frame: Frame {
        Frame(argb32: UnsafeRawPointer(data), width: width, height: height, stride: stride)
    }
}
