import CGif

/// One giflib encoder (EGif) writing through its write callback into a buffer the caller
/// drains; the callback cannot throw, so the encoder hands the bytes to the sink between
/// giflib calls instead. Used for the file itself and, on scratch handles, to compress
/// candidate images.
final class GiflibWriter {
    /// What the write callback appends to (reached through the handle's UserData).
    private final class Output {
        var bytes: [UInt8] = []
    }

    private var gif: UnsafeMutablePointer<GifFileType>?
    private let output = Output()
    private(set) var byteCount = 0

    init() throws(GIFError) {
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(output).toOpaque()
        gif = EGifOpen(user, { gif, bytes, count in
            guard let gif, let bytes, count > 0, let user = gif.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }, &error)
        guard gif != nil else { throw .giflib(function: "EGifOpen", code: error) }
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Bytes written since the last call.
    func takeBytes() -> [UInt8] {
        defer { output.bytes.removeAll(keepingCapacity: true) }
        byteCount += output.bytes.count
        return output.bytes
    }

    private func check(_ result: Int32, _ function: String) throws(GIFError) {
        guard result != GIF_ERROR else { throw .giflib(function: function, code: gif?.pointee.Error ?? 0) }
    }

    private var handle: UnsafeMutablePointer<GifFileType> {
        get throws(GIFError) {
            guard let gif else { throw .giflib(function: "EGifCloseFile", code: E_GIF_ERR_NOT_WRITEABLE) }
            return gif
        }
    }

    /// GIF89a header, logical screen and global color table. The version must be set before
    /// the screen descriptor, which writes the header; without it giflib labels the file
    /// GIF87a, which has no graphics control or application extensions.
    func putScreen(width: Int, height: Int, table: [(r: UInt8, g: UInt8, b: UInt8)], background: Int) throws(GIFError) {
        let gif = try handle
        EGifSetGifVersion(gif, true)
        let colors = table.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let map = GifMakeMapObject(Int32(colors.count), colors) else {
            throw .giflib(function: "GifMakeMapObject", code: E_GIF_ERR_NOT_ENOUGH_MEM)
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(background), map), "EGifPutScreenDesc")
    }

    /// The NETSCAPE2.0 application extension: `repeats` more plays after the first, 0 for
    /// forever. Written block by block: EGifPutExtension ends the extension after its one
    /// block, and this one has two.
    func putLoop(repeats: Int) throws(GIFError) {
        let gif = try handle
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        let name = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(name.count), name), "EGifPutExtensionBlock")
        let loop: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8 & 0xFF)]
        try check(EGifPutExtensionBlock(gif, 3, loop), "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
    }

    /// Graphics control extension and image descriptor, then the image's LZW data as
    /// sub-blocks that a scratch giflib handle already compressed (`compress`).
    ///
    /// An image that uses only the first 2^k entries is compressed with k-bit LZW codes, as
    /// the format allows, rather than with the global table's width: giflib takes the code
    /// size from the global color map's `BitsPerPixel` when it sets up an image, so that
    /// public field is narrowed for the call and restored right after.
    func putImage(_ image: EncodedImage) throws(GIFError) {
        let gif = try handle
        var control = GraphicsControlBlock(DisposalMode: image.disposal, UserInputFlag: false,
                                           DelayTime: Int32(image.delay), TransparentColor: image.transparentIndex)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "EGifPutExtension")
        let r = image.rect
        guard let map = gif.pointee.SColorMap else { throw .giflib(function: "EGifPutImageDesc", code: E_GIF_ERR_NO_COLOR_MAP) }
        let tableBits = map.pointee.BitsPerPixel
        map.pointee.BitsPerPixel = Int32(min(Int(tableBits), image.codeBits))
        let described = EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, nil)
        map.pointee.BitsPerPixel = tableBits
        try check(described, "EGifPutImageDesc")
        try image.codes.withUnsafeBufferPointer { (codes) throws(GIFError) in
            var offset = 0
            var firstBlock = true
            while offset < codes.count, codes[offset] != 0 {
                let block = codes.baseAddress! + offset
                if firstBlock {
                    try check(EGifPutCode(gif, 0, block), "EGifPutCode")
                    firstBlock = false
                } else {
                    try check(EGifPutCodeNext(gif, block), "EGifPutCodeNext")
                }
                offset += Int(codes[offset]) + 1
            }
            try check(EGifPutCodeNext(gif, nil), "EGifPutCodeNext")
        }
    }

    /// Writes the trailer and frees the handle.
    func close() throws(GIFError) {
        let gif = try handle
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) != GIF_ERROR else { throw .giflib(function: "EGifCloseFile", code: error) }
    }

    /// LZW-compresses `pixels` (row-major, `width` wide) exactly as giflib writes image
    /// data for a `tableSize`-entry global table, and returns the data sub-blocks up to and
    /// including the zero-length terminator, without the leading code size byte.
    static func compress(_ pixels: inout [UInt8], width: Int, height: Int, tableSize: Int) throws(GIFError) -> [UInt8] {
        let writer = try GiflibWriter()
        let table = [(r: UInt8, g: UInt8, b: UInt8)](repeating: (0, 0, 0), count: tableSize)
        try writer.putScreen(width: width, height: height, table: table, background: 0)
        let gif = try writer.handle
        try writer.check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil), "EGifPutImageDesc")
        // EGifPutLine masks the row it is given in place: `pixels` is the caller's scratch
        // buffer and every value is already below tableSize.
        try pixels.withUnsafeMutableBufferPointer { (rows) throws(GIFError) in
            for y in 0..<height {
                try writer.check(EGifPutLine(gif, rows.baseAddress! + y * width, Int32(width)), "EGifPutLine")
            }
        }
        try writer.close()
        let bytes = writer.takeBytes()
        // Header 6, screen descriptor 7, table, image descriptor 10, code size 1 ... trailer 1.
        let start = 6 + 7 + 3 * tableSize + 10 + 1
        return Array(bytes[start..<(bytes.count - 1)])
    }
}

/// One image ready to write: where, how long, how disposed, and its compressed pixels.
struct EncodedImage: Sendable {
    var rect: PixelRect
    var delay: Int
    var disposal: Int32
    var transparentIndex: Int32
    /// The LZW minimum code size the codes were compressed with.
    var codeBits: Int
    var codes: [UInt8]
}
