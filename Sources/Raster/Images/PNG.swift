import CCairo
import Pixels

/// PNG files through cairo (which uses libpng): writing a frame, reading a picture.
public enum PNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The frame as PNG bytes (8-bit RGBA, straight alpha as PNG requires; an opaque frame
    /// round-trips exactly). The same frame always gives the same bytes.
    public static func encode(_ frame: Frame) throws(RasterError) -> [UInt8] {
        try frame.withARGB32Surface { surface throws(RasterError) in
            var bytes: [UInt8] = []
            let status = withUnsafeMutablePointer(to: &bytes) { output in
                cairo_surface_write_to_png_stream(surface, { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: [UInt8].self).pointee
                        .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, output)
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                throw .drawingFailed("cannot encode PNG: " + String(cString: cairo_status_to_string(status)))
            }
            return bytes
        }
    }

    /// A PNG's pixels as a frame (premultiplied, like every frame); `name` is what errors
    /// call the data.
    public static func decode(_ bytes: [UInt8], name: String = "PNG data") throws(RasterError) -> Frame {
        guard bytes.starts(with: signature) else { throw .corruptImage(path: name, reason: "not a PNG file") }
        return try decodeImage(bytes, name: name).frame
    }

    static func decodeImage(_ bytes: [UInt8], name: String) throws(RasterError) -> DecodedImage {
        struct Reader {
            let base: UnsafePointer<UInt8>
            let count: Int
            var offset = 0
        }
        let result: Result<DecodedImage, RasterError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(base: buffer.baseAddress!, count: buffer.count)
            let surface = withUnsafeMutablePointer(to: &reader) { state in
                cairo_image_surface_create_from_png_stream({ closure, data, length in
                    guard let reader = closure?.assumingMemoryBound(to: Reader.self), let data else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    let n = Int(length)
                    guard reader.pointee.count - reader.pointee.offset >= n else { return CAIRO_STATUS_READ_ERROR }
                    data.update(from: reader.pointee.base + reader.pointee.offset, count: n)
                    reader.pointee.offset += n
                    return CAIRO_STATUS_SUCCESS
                }, state)!
            }
            defer { cairo_surface_destroy(surface) }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                let reason = status == CAIRO_STATUS_READ_ERROR
                    ? "the PNG data is truncated or damaged" : String(cString: cairo_status_to_string(status))
                return .failure(.corruptImage(path: name, reason: reason))
            }
            return .success(DecodedImage(copying: surface))
        }
        return try result.get()
    }
}
