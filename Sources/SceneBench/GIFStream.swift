import BenchSupport
import CGif
import GIF
import Pixels

/// One image of a GIF as stored: its rectangle, palette indices and control block.
struct StoredImage {
    var x, y, width, height: Int
    /// Row-major palette indices, de-interlaced.
    var indices: [UInt8]
    /// The image's local color table, if it has one.
    var localColors: [GifColorType]?
    /// 0 unspecified, 1 leave in place, 2 restore to background, 3 restore to previous.
    var disposal: Int
    var transparentIndex: Int?
    /// Centiseconds.
    var delay: Int
}

/// Reads a GIF one image at a time with giflib's record API (DGifGetRecordType,
/// DGifGetImageDesc, DGifGetLine), not DGifSlurp or GIFDecoder, which hold every image or
/// every composited frame at once: a thousand 480 x 480 frames would be a gigabyte, and
/// the benchmark must not need more memory than the renders it measures.
final class GIFReader {
    let width: Int
    let height: Int
    let globalColors: [GifColorType]
    /// The NETSCAPE2.0 repeat count, once its extension has been read (before the first
    /// image in every file the benchmark reads).
    private(set) var loopRepeats: Int?
    private let reader: GiflibReader
    private var gif: UnsafeMutablePointer<GifFileType> { reader.file }

    init(_ bytes: [UInt8]) throws {
        reader = try GiflibReader(bytes)
        let gif = reader.file
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        globalColors = gif.pointee.SColorMap.map { Array(UnsafeBufferPointer(start: $0.pointee.Colors, count: Int($0.pointee.ColorCount))) } ?? []
    }

    private func check(_ result: Int32, _ function: String) throws {
        guard result != GIF_ERROR else { throw BenchError(message: "\(function) failed (giflib error \(gif.pointee.Error))") }
    }

    /// The next image, or nil at the trailer.
    func next() throws -> StoredImage? {
        var disposal = 0, delay = 0
        var transparent: Int?
        while true {
            var type = UNDEFINED_RECORD_TYPE
            try check(DGifGetRecordType(gif, &type), "DGifGetRecordType")
            switch type {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                try check(DGifGetExtension(gif, &code, &block), "DGifGetExtension")
                var blocks: [[UInt8]] = []
                while let b = block {
                    blocks.append(Array(UnsafeBufferPointer(start: b + 1, count: Int(b[0]))))
                    try check(DGifGetExtensionNext(gif, &block), "DGifGetExtensionNext")
                }
                if code == GRAPHICS_EXT_FUNC_CODE, let b = blocks.first, b.count >= 4 {
                    disposal = Int(b[0] >> 2 & 7)
                    delay = Int(b[1]) | Int(b[2]) << 8
                    transparent = b[0] & 1 == 1 ? Int(b[3]) : nil
                } else if code == APPLICATION_EXT_FUNC_CODE, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8),
                          blocks[1].count >= 3, blocks[1][0] == 1 {
                    loopRepeats = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case IMAGE_DESC_RECORD_TYPE:
                try check(DGifGetImageDesc(gif), "DGifGetImageDesc")
                let desc = gif.pointee.Image
                let w = Int(desc.Width), h = Int(desc.Height)
                var indices = [UInt8](repeating: 0, count: w * h)
                // Interlaced rows arrive in four passes: every 8th from 0, every 8th from 4,
                // every 4th from 2, every 2nd from 1.
                let rows = desc.Interlace
                    ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Swift.stride(from: start, to: h, by: step) }
                    : Array(0..<h)
                try indices.withUnsafeMutableBufferPointer { buffer in
                    for y in rows { try check(DGifGetLine(gif, buffer.baseAddress! + y * w, Int32(w)), "DGifGetLine") }
                }
                let local = desc.ColorMap.map { Array(UnsafeBufferPointer(start: $0.pointee.Colors, count: Int($0.pointee.ColorCount))) }
                return StoredImage(x: Int(desc.Left), y: Int(desc.Top), width: w, height: h, indices: indices,
                                   localColors: local, disposal: disposal, transparentIndex: transparent, delay: delay)
            case TERMINATE_RECORD_TYPE:
                return nil
            default:
                throw BenchError(message: "unexpected GIF record \(type)")
            }
        }
    }
}

/// Plays a GIF the way a browser shows it on a page of the matte color: an image's
/// disposal applies when the next image is drawn, "restore to background" shows the page,
/// and transparent pixels show what was there. `frame(atCentisecond:)` must be asked in
/// increasing time, which is how the benchmark walks the source frames.
final class GIFPlayer {
    private let reader: GIFReader
    private let matte: RGBA8
    private var canvas: Frame
    private var saved: [UInt8]?
    private var pending: StoredImage?
    private var end = 0
    private var started = false
    private var finished = false

    init(_ bytes: [UInt8], matte: RGBA8) throws {
        reader = try GIFReader(bytes)
        self.matte = matte
        canvas = Frame(width: max(1, reader.width), height: max(1, reader.height), color: matte)
    }

    /// The canvas on screen at centisecond `t` (the last image once the file has ended).
    func frame(atCentisecond t: Int) throws -> Frame {
        if !started {
            started = true
            guard try advance() else { throw BenchError(message: "the GIF has no image") }
        }
        while t >= end && !finished {
            if try !advance() { finished = true }
        }
        return canvas
    }

    private func advance() throws -> Bool {
        guard let image = try reader.next() else { return false }
        if let previous = pending {
            if previous.disposal == 2 {
                fill(previous, with: matte)
            } else if previous.disposal == 3, let saved {
                canvas.pixels = saved
            }
        }
        saved = image.disposal == 3 ? canvas.pixels : nil
        let colors = image.localColors ?? reader.globalColors
        let width = canvas.width, height = canvas.height
        image.indices.withUnsafeBufferPointer { indices in
            canvas.pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height where image.y + y < height {
                    for x in 0..<image.width where image.x + x < width {
                        let value = Int(indices[y * image.width + x])
                        guard value != image.transparentIndex, value < colors.count else { continue }
                        let at = ((image.y + y) * width + image.x + x) * 4
                        out[at] = colors[value].Red
                        out[at + 1] = colors[value].Green
                        out[at + 2] = colors[value].Blue
                        out[at + 3] = 255
                    }
                }
            }
        }
        pending = image
        end += image.delay
        return true
    }

    private func fill(_ image: StoredImage, with color: RGBA8) {
        for y in max(0, image.y)..<min(canvas.height, image.y + image.height) {
            for x in max(0, image.x)..<min(canvas.width, image.x + image.width) { canvas[x, y] = color }
        }
    }
}
