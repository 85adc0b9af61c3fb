import BenchSupport
import CGif

/// The floor under any encoder that writes through giflib: the time giflib alone takes to
/// write the very images loaderanim wrote (the same rectangles, palette indices, delays,
/// disposal and transparency, the same global table), with no rendering, quantizing or
/// choosing. loaderanim's time over this floor is what its own stages cost.
struct GiflibFloor {
    let width: Int
    let height: Int
    let colors: [GifColorType]
    let loopRepeats: Int?
    var images: [StoredImage]
    /// Each image's LZW code size, worked out before the timing starts.
    let codeBits: [Int32]

    /// Every image of `gif`, read once, kept for the timed re-encodings.
    init(gif bytes: [UInt8]) throws {
        let reader = try GIFReader(bytes)
        var images: [StoredImage] = []
        while let image = try reader.next() { images.append(image) }
        width = reader.width
        height = reader.height
        colors = reader.globalColors
        loopRepeats = reader.loopRepeats
        self.images = images
        codeBits = images.map { image in
            let largest = Int(image.indices.max() ?? 0)
            return Int32(max(2, Int.bitWidth - largest.leadingZeroBitCount))
        }
    }

    /// Writes the file with EGif into memory and returns its size. Each image's LZW codes
    /// start as narrow as its largest index allows, as loaderanim's writer does (giflib
    /// takes the code size from the global table's BitsPerPixel, narrowed for the call).
    mutating func encode() throws -> Int {
        final class Output { var count = 0 }
        let output = Output()
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), { gif, _, count in
            guard let gif, let user = gif.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().count += Int(count)
            return count
        }, &error) else { throw BenchError(message: "EGifOpen failed (giflib error \(error))") }
        var open = true
        defer { if open { EGifCloseFile(gif, nil) } }
        func check(_ result: Int32, _ function: String) throws {
            guard result != GIF_ERROR else { throw BenchError(message: "\(function) failed (giflib error \(gif.pointee.Error))") }
        }
        EGifSetGifVersion(gif, true)
        guard let map = GifMakeMapObject(Int32(colors.count), colors) else { throw BenchError(message: "GifMakeMapObject failed") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
        if let loopRepeats {
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
            try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "EGifPutExtensionBlock")
            try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(loopRepeats & 0xFF), UInt8(loopRepeats >> 8 & 0xFF)]),
                      "EGifPutExtensionBlock")
            try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
        }
        for i in images.indices {
            let image = images[i]
            var control = GraphicsControlBlock(DisposalMode: Int32(image.disposal), UserInputFlag: false,
                                               DelayTime: Int32(image.delay),
                                               TransparentColor: image.transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "EGifPutExtension")
            let local = image.localColors.flatMap { GifMakeMapObject(Int32($0.count), $0) }
            defer { if let local { GifFreeMapObject(local) } }
            // (A local table sets its own code size: giflib copies it, so it is left alone.)
            let table = gif.pointee.SColorMap!
            let tableBits = table.pointee.BitsPerPixel
            if local == nil { table.pointee.BitsPerPixel = min(tableBits, codeBits[i]) }
            let described = EGifPutImageDesc(gif, Int32(image.x), Int32(image.y), Int32(image.width), Int32(image.height),
                                             false, local)
            table.pointee.BitsPerPixel = tableBits
            try check(described, "EGifPutImageDesc")
            // EGifPutLine masks each row in place; every index is already within the mask.
            try images[i].indices.withUnsafeMutableBufferPointer { rows in
                for y in 0..<image.height {
                    try check(EGifPutLine(gif, rows.baseAddress! + y * image.width, Int32(image.width)), "EGifPutLine")
                }
            }
        }
        open = false
        guard EGifCloseFile(gif, &error) != GIF_ERROR else { throw BenchError(message: "EGifCloseFile failed (giflib error \(error))") }
        return output.count
    }
}
