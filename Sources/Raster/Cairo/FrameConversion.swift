import CCairo
import Pixels

// cairo's ARGB32 is one native-endian 32-bit word a pixel, alpha in the top byte,
// premultiplied; a Frame is bytes R, G, B, A, premultiplied. Reading and writing whole
// words keeps the conversion independent of the machine's byte order.

extension Frame {
    /// Copies a cairo ARGB32 image (rows `stride` bytes apart) into a frame.
    public init(argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            var o = 0
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    buffer[o] = UInt8(truncatingIfNeeded: p >> 16)
                    buffer[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    buffer[o + 2] = UInt8(truncatingIfNeeded: p)
                    buffer[o + 3] = UInt8(truncatingIfNeeded: p >> 24)
                    o += 4
                }
            }
            count = width * height * 4
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The frame as a cairo ARGB32 image surface, for `body` only.
    func withARGB32Surface<R>(_ body: (OpaquePointer) throws(RasterError) -> R) throws(RasterError) -> R {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw .drawingFailed("no \(width) x \(height) image surface: "
                + String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeBufferPointer { source in
            var i = 0
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data) + y * stride
                for x in 0..<width {
                    let word = UInt32(source[i + 3]) << 24 | UInt32(source[i]) << 16
                        | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2])
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return try body(surface)
    }
}
