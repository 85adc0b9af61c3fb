import CJPEGShim
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// JPEG files through libjpeg-turbo (CJPEGShim does libjpeg's setjmp error handling in C),
/// decoded straight into cairo's pixel layout.
enum JPEG {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// Larger pictures are refused rather than risking the memory (100 megapixels).
    static let maxPixels = 100_000_000

    static func decode(_ bytes: [UInt8], name: String) throws(RasterError) -> DecodedImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            shim_jpeg_decode(data.baseAddress, data.count, maxPixels, &pixels, &width, &height, &message, message.count)
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corruptImage(path: name, reason: "JPEG: " + text)
        }
        // DecodedImage takes the buffer; copy it into Swift-allocated memory so one deallocation fits all.
        let count = Int(width) * Int(height) * 4
        let owned = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        owned.copyMemory(from: pixels, byteCount: count)
        free(pixels)
        return DecodedImage(width: Int(width), height: Int(height), stride: Int(width) * 4, taking: owned)
    }
}
