import CGif
import Pixels

/// A GIF read back the way a browser plays it.
public struct DecodedGIF: Hashable, Sendable {
    /// One image of the file as stored, before compositing.
    public struct Image: Hashable, Sendable {
        public var x, y, width, height: Int
        /// GIF disposal method: 0 unspecified, 1 leave in place, 2 restore to background,
        /// 3 restore to previous.
        public var disposal: Int
        /// The palette index drawn as "leave the canvas alone", if any.
        public var transparentIndex: Int?
        /// Centiseconds.
        public var delay: Int
    }

    /// "GIF87a" or "GIF89a", from the header.
    public var version: String
    public var width: Int
    public var height: Int
    /// Plays, in `GIFOptions.loopCount`'s terms: 0 forever, 1 once (no NETSCAPE2.0
    /// extension), n for an extension that repeats n - 1 times.
    public var loopCount: Int
    /// Whether the file has the NETSCAPE2.0 loop extension.
    public var hasLoopExtension: Bool
    /// Entries in the global color table, 0 without one.
    public var paletteSize: Int
    public var images: [Image]
    /// The canvas after each image is drawn: premultiplied RGBA, transparent pixels
    /// (0, 0, 0, 0), the canvas starting transparent as in browsers.
    public var frames: [Frame]
    /// Each image's delay in centiseconds.
    public var delays: [Int] { images.map(\.delay) }
}

/// Reads GIFs with giflib (DGif, through a read callback over bytes in memory) and composites
/// every image onto the canvas honoring transparency and disposal, so tests and
/// `loaderanim` can check what viewers will show.
public struct GIFDecoder: Sendable {
    public init() {}

    public func decode(_ bytes: [UInt8]) throws(GIFError) -> DecodedGIF {
        let reader = try GiflibReader(bytes)
        let gif = reader.file
        guard DGifSlurp(gif) != GIF_ERROR else { throw .giflib(function: "DGifSlurp", code: gif.pointee.Error) }
        return try composite(gif.pointee, version: String(decoding: bytes.prefix(6), as: UTF8.self))
    }

    private func composite(_ file: GifFileType, version: String) throws(GIFError) -> DecodedGIF {
        let width = Int(file.SWidth), height = Int(file.SHeight)
        guard width > 0, height > 0 else { throw .malformed("the logical screen is \(width) x \(height)") }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var images: [DecodedGIF.Image] = []
        var frames: [Frame] = []
        var repeats: Int?
        let count = Int(file.ImageCount)
        for index in 0..<count {
            let saved = file.SavedImages[index]
            let blocks = Array(UnsafeBufferPointer(start: saved.ExtensionBlocks, count: Int(saved.ExtensionBlockCount)))
            if repeats == nil { repeats = Self.loopRepeats(blocks) }
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            for block in blocks where block.Function == GRAPHICS_EXT_FUNC_CODE {
                _ = DGifExtensionToGCB(Int(block.ByteCount), block.Bytes, &control)
            }
            let desc = saved.ImageDesc
            guard let map = desc.ColorMap ?? file.SColorMap else { throw .malformed("image \(index) has no color table") }
            let colors = UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount))
            let image = DecodedGIF.Image(x: Int(desc.Left), y: Int(desc.Top), width: Int(desc.Width),
                                         height: Int(desc.Height), disposal: Int(control.DisposalMode),
                                         transparentIndex: control.TransparentColor == NO_TRANSPARENT_COLOR
                                             ? nil : Int(control.TransparentColor),
                                         delay: Int(control.DelayTime))
            let previous = image.disposal == Int(DISPOSE_PREVIOUS) ? canvas : nil
            let raster = UnsafeBufferPointer(start: saved.RasterBits, count: image.width * image.height)
            for y in 0..<image.height where image.y + y < height {
                for x in 0..<image.width where image.x + x < width {
                    let value = Int(raster[y * image.width + x])
                    if value == image.transparentIndex { continue }
                    guard value < colors.count else {
                        throw .malformed("image \(index) uses color \(value) of a \(colors.count)-color table")
                    }
                    let at = ((image.y + y) * width + image.x + x) * 4
                    canvas[at] = colors[value].Red
                    canvas[at + 1] = colors[value].Green
                    canvas[at + 2] = colors[value].Blue
                    canvas[at + 3] = 255
                }
            }
            frames.append(Frame(width: width, height: height, pixels: canvas))
            images.append(image)
            if image.disposal == Int(DISPOSE_BACKGROUND) {
                for y in max(0, image.y)..<min(height, image.y + image.height) {
                    for x in max(0, image.x)..<min(width, image.x + image.width) {
                        let at = (y * width + x) * 4
                        canvas[at] = 0; canvas[at + 1] = 0; canvas[at + 2] = 0; canvas[at + 3] = 0
                    }
                }
            } else if let previous {
                canvas = previous
            }
        }
        if repeats == nil {
            let trailing = Array(UnsafeBufferPointer(start: file.ExtensionBlocks, count: Int(file.ExtensionBlockCount)))
            repeats = Self.loopRepeats(trailing)
        }
        return DecodedGIF(version: version, width: width, height: height,
                          loopCount: repeats.map { $0 == 0 ? 0 : $0 + 1 } ?? 1, hasLoopExtension: repeats != nil,
                          paletteSize: Int(file.SColorMap?.pointee.ColorCount ?? 0), images: images, frames: frames)
    }

    /// The repeat count of a NETSCAPE2.0 application extension among `blocks`, if present
    /// (giflib stores its data sub-block as a continuation block after the 11-byte name).
    private static func loopRepeats(_ blocks: [ExtensionBlock]) -> Int? {
        for (i, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
            let name = Array(UnsafeBufferPointer(start: block.Bytes, count: 11))
            guard name == Array("NETSCAPE2.0".utf8), i + 1 < blocks.count else { continue }
            let data = blocks[i + 1]
            guard data.ByteCount >= 3, data.Bytes[0] == 1 else { continue }
            return Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
        }
        return nil
    }
}

/// A GIF in memory, opened for giflib's DGif* functions: `file` is valid as long as the
/// reader lives (it keeps the bytes the read callback consumes).
public final class GiflibReader {
    public let file: UnsafeMutablePointer<GifFileType>
    private let input: Input

    public init(_ bytes: [UInt8]) throws(GIFError) {
        input = Input(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), { gif, buffer, count in
            guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
            return Unmanaged<Input>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: Int(count))
        }, &error) else { throw .giflib(function: "DGifOpen", code: error) }
        file = gif
    }

    deinit { DGifCloseFile(file, nil) }
}

/// The bytes giflib's read callback consumes.
private final class Input {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        let n = min(count, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        offset += n
        return Int32(n)
    }
}
