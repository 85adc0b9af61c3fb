import CCairo
import Pixels

// cairo's ARGB32 is one native-endian 32-bit word a pixel, alpha in the top byte,
// premultiplied; a Frame is bytes R, G, B, A, premultiplied. Reading and writing whole
// words keeps the conversion independent of the machine's byte order.

extension Frame {
    /// Copies a cairo ARGB32 image (rows `stride` bytes apart) into a frame.
    public init(argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    words.storeBytes(of: Self.rgba(argb32: row.load(fromByteOffset: x * 4, as: UInt32.self)),
                                     toByteOffset: (y * width + x) * 4, as: UInt32.self)
                }
            }
            count = width * height * 4
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// A frame that cairo draws into directly (`draw` gets an ARGB32 surface on the frame's
    /// own bytes, cleared), its pixels then reordered in place: no second buffer, no copy.
    static func drawn(width: Int, height: Int,
                      _ draw: (OpaquePointer) throws(RasterError) -> Void) throws(RasterError) -> Frame {
        let stride = width * 4
        guard cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)) == Int32(stride) else {
            throw .drawingFailed("cairo wants padded rows for a \(width)-pixel-wide image")
        }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        var failure: RasterError?
        pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = .drawingFailed(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
                return
            }
            do throws(RasterError) { try draw(surface) } catch { failure = error }
            cairo_surface_flush(surface)
            let words = bytes.bindMemory(to: UInt32.self)
            for i in words.indices { words[i] = Self.rgba(argb32: words[i]) }
        }
        if let failure { throw failure }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// One ARGB32 word as the word whose bytes in memory are R, G, B, A: red and blue
    /// swap places, and the result is stored little-endian whatever the machine.
    @inline(__always)
    static func rgba(argb32 p: UInt32) -> UInt32 {
        ((p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16).littleEndian
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
