import CJPEG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JPEG files through libjpeg-turbo, decoded straight into cairo's pixel layout.
///
/// libjpeg reports a fatal error by calling `error_exit`, which must not return; C code
/// longjmps out of it, which Swift cannot do. So the decoding runs on a thread of its own,
/// and `error_exit` ends that thread with `pthread_exit` (glibc unwinds it back to the
/// thread's start, which is what the longjmp would have done). Everything that thread
/// touches lives in manually allocated memory (`Job`), never in Swift-managed objects, so
/// ending it early leaks nothing; the calling thread then destroys the decompressor and
/// reads the outcome. Decoding happens once per file, so the thread costs nothing that
/// matters.
enum JPEG {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// Larger pictures are refused rather than risking the memory (100 megapixels).
    static let maxPixels = 100_000_000

    static func decode(_ bytes: [UInt8], name: String) throws(RasterError) -> DecodedImage {
        let job = UnsafeMutablePointer<Job>.allocate(capacity: 1)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        input.initialize(from: bytes, count: bytes.count)
        job.initialize(to: Job(input: input, inputCount: bytes.count))
        defer {
            jpeg_destroy_decompress(job.pointee.info)
            job.pointee.release()
            job.deinitialize(count: 1)
            job.deallocate()
            input.deallocate()
        }
        var thread = pthread_t()
        guard pthread_create(&thread, nil, decodeOnThread, UnsafeMutableRawPointer(job)) == 0 else {
            throw .corruptImage(path: name, reason: "cannot start the JPEG decoder")
        }
        pthread_join(thread, nil)
        if let reason = job.pointee.failure {
            throw .corruptImage(path: name, reason: "JPEG: " + reason)
        }
        guard let pixels = job.pointee.pixels else {
            throw .corruptImage(path: name, reason: "JPEG: the decoder stopped early")
        }
        job.pointee.pixels = nil  // the image takes it
        return DecodedImage(width: job.pointee.width, height: job.pointee.height, stride: job.pointee.width * 4,
                            taking: pixels)
    }

    /// What the decoding thread works on: plain pointers only.
    struct Job {
        let info = UnsafeMutablePointer<jpeg_decompress_struct>.allocate(capacity: 1)
        let errors = UnsafeMutablePointer<jpeg_error_mgr>.allocate(capacity: 1)
        /// libjpeg's message for the first error or warning.
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: Int(JMSG_LENGTH_MAX))
        let input: UnsafePointer<UInt8>
        let inputCount: Int
        var failed = false
        var pixels: UnsafeMutableRawPointer?
        var width = 0
        var height = 0

        init(input: UnsafePointer<UInt8>, inputCount: Int) {
            self.input = input
            self.inputCount = inputCount
            info.initialize(to: jpeg_decompress_struct())
            errors.initialize(to: jpeg_error_mgr())
            message.initialize(to: 0)
        }

        var failure: String? { failed ? String(cString: message) : nil }

        func record(_ text: StaticString) {
            text.withUTF8Buffer { utf8 in
                let n = min(utf8.count, Int(JMSG_LENGTH_MAX) - 1)
                for i in 0..<n { message[i] = CChar(bitPattern: utf8[i]) }
                message[n] = 0
            }
        }

        func release() {
            pixels?.deallocate()
            info.deallocate()
            errors.deallocate()
            message.deallocate()
        }
    }
}

/// The decoding thread. Any libjpeg error ends the thread inside `error_exit`.
/// A warning (corrupt data libjpeg could step over, a truncated file) counts as an error
/// too: loaderanim renders what a file says or refuses it, rather than a half-gray picture.
private func decodeOnThread(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let job = argument!.assumingMemoryBound(to: JPEG.Job.self)
    let info = job.pointee.info, errors = job.pointee.errors
    info.pointee.err = jpeg_std_error(errors)
    errors.pointee.error_exit = { common in
        if let common, let job = common.pointee.client_data?.assumingMemoryBound(to: JPEG.Job.self) {
            common.pointee.err.pointee.format_message(common, job.pointee.message)
            job.pointee.failed = true
        }
        pthread_exit(nil)
    }
    errors.pointee.emit_message = { common, level in
        guard let common, level < 0, let job = common.pointee.client_data?.assumingMemoryBound(to: JPEG.Job.self) else {
            return
        }
        common.pointee.err.pointee.format_message(common, job.pointee.message)
        job.pointee.failed = true
        pthread_exit(nil)
    }
    errors.pointee.output_message = { _ in }
    info.pointee.client_data = argument  // jpeg_CreateDecompress keeps it
    jpeg_CreateDecompress(info, JPEG_LIB_VERSION, MemoryLayout<jpeg_decompress_struct>.size)
    jpeg_mem_src(info, job.pointee.input, UInt(job.pointee.inputCount))
    _ = jpeg_read_header(info, 1)
    // libjpeg-turbo writes cairo's layout itself: B, G, R, A bytes on a little-endian machine.
    info.pointee.out_color_space = UInt32(1).littleEndian == 1 ? JCS_EXT_BGRA : JCS_EXT_ARGB
    let width = Int(info.pointee.image_width), height = Int(info.pointee.image_height)
    guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= JPEG.maxPixels else {
        job.pointee.record("the picture is too large to decode")
        job.pointee.failed = true
        return nil
    }
    _ = jpeg_start_decompress(info)
    let pixels = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
    job.pointee.pixels = pixels
    job.pointee.width = width
    job.pointee.height = height
    var row: JSAMPROW?
    while info.pointee.output_scanline < info.pointee.output_height {
        row = (pixels + Int(info.pointee.output_scanline) * width * 4).assumingMemoryBound(to: JSAMPLE.self)
        _ = withUnsafeMutablePointer(to: &row) { jpeg_read_scanlines(info, $0, 1) }
    }
    _ = jpeg_finish_decompress(info)
    return nil
}
