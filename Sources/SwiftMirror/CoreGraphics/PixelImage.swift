import Animation
import Foundation
import Geometry
import Layers

/// How a run of bytes holds pixels: the formats a bitmap context draws in (8-bit RGB with
/// premultiplied or skipped alpha, first or last, in either 32-bit byte order; 8-bit gray;
/// 8-bit alpha only) and image masks of 1 or 8 bits. Anything else is refused (nil), as
/// Core Graphics refuses a bitmap context it has no renderer for.
struct PixelLayout: Hashable, Sendable {
    var width: Int
    var height: Int
    var bitsPerComponent: Int
    var bitsPerPixel: Int
    var bytesPerRow: Int
    var model: CGColorSpaceModel
    var bitmapInfo: CGBitmapInfo
    /// An image mask (CGImage(maskWidth:...)): its samples are how much is masked out.
    var isMask = false

    var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none }
    var littleEndian32: Bool { bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little }

    /// A bitmap context's layout, or nil for one Core Graphics does not draw into (the
    /// "supported pixel formats" of Apple's Quartz 2D guide, 8 bits a component).
    static func context(width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
                        bitmapInfo: CGBitmapInfo) -> PixelLayout? {
        guard width > 0, height > 0, bitsPerComponent == 8, bitmapInfo.intersection(.floatInfoMask).isEmpty else { return nil }
        var layout = PixelLayout(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: bytesPerRow,
                                 model: space.model, bitmapInfo: bitmapInfo)
        switch (space.model, layout.alphaInfo) {
        case (.rgb, .premultipliedLast), (.rgb, .premultipliedFirst), (.rgb, .noneSkipLast), (.rgb, .noneSkipFirst): break
        case (.monochrome, .none), (.monochrome, .alphaOnly): layout.bitsPerPixel = 8
        default: return nil
        }
        let minimum = width * layout.bitsPerPixel / 8
        if bytesPerRow == 0 { layout.bytesPerRow = minimum }
        guard layout.bytesPerRow >= minimum else { return nil }
        return layout
    }

    /// An image's layout from CGImage's initializers, or nil for one not read here.
    var isReadable: Bool {
        guard width > 0, height > 0, bytesPerRow >= (width * bitsPerPixel + 7) / 8 else { return false }
        if isMask { return (bitsPerComponent == 1 || bitsPerComponent == 8) && bitsPerPixel == bitsPerComponent }
        guard bitsPerComponent == 8 else { return false }
        switch (model, bitsPerPixel) {
        case (.monochrome, 8): return alphaInfo == .none || alphaInfo == .alphaOnly
        case (.monochrome, 16): return alphaInfo != .none
        case (.rgb, 24): return alphaInfo == .none
        case (.rgb, 32): return alphaInfo != .none && alphaInfo != .alphaOnly
        default: return false
        }
    }

    /// The pixel at (x, y), row 0 the top one, unpremultiplied, as the engine's color.
    func color(_ bytes: UnsafeRawBufferPointer, x: Int, y: Int) -> Color {
        let row = y * bytesPerRow
        if isMask {
            let sample: Double
            if bitsPerComponent == 1 {
                sample = Double((bytes[row + x / 8] >> (7 - UInt8(x % 8))) & 1)
            } else {
                sample = Double(bytes[row + x]) / 255
            }
            // A sample is how much is masked out: 1 paints nothing, 0 everything.
            return Color(red: 0, green: 0, blue: 0, alpha: 1 - sample)
        }
        let at = row + x * bitsPerPixel / 8
        func byte(_ i: Int) -> Double { Double(bytes[at + i]) / 255 }
        switch (model, bitsPerPixel) {
        case (.monochrome, 8): return alphaInfo == .alphaOnly ? Color(red: 0, green: 0, blue: 0, alpha: byte(0)) : Color(white: byte(0), alpha: 1)
        case (.monochrome, _):
            let (g, a) = alphaInfo == .first || alphaInfo == .premultipliedFirst ? (byte(1), byte(0)) : (byte(0), byte(1))
            return Self.unpremultiplied(g, g, g, a, alphaInfo)
        case (_, 24): return Color(red: byte(0), green: byte(1), blue: byte(2), alpha: 1)
        default:
            // Four bytes in memory order; a 32-bit little-endian word reverses them.
            var b = [byte(0), byte(1), byte(2), byte(3)]
            if littleEndian32 { b.reverse() }
            switch alphaInfo {
            case .premultipliedFirst, .first, .noneSkipFirst: return Self.unpremultiplied(b[1], b[2], b[3], b[0], alphaInfo)
            default: return Self.unpremultiplied(b[0], b[1], b[2], b[3], alphaInfo)
            }
        }
    }

    private static func unpremultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double, _ info: CGImageAlphaInfo) -> Color {
        switch info {
        case .noneSkipLast, .noneSkipFirst, .none: return Color(red: r, green: g, blue: b, alpha: 1)
        case .premultipliedLast, .premultipliedFirst:
            guard a > 0 else { return .clear }
            return Color(red: min(1, r / a), green: min(1, g / a), blue: min(1, b / a), alpha: a)
        default: return Color(red: r, green: g, blue: b, alpha: a)
        }
    }

    /// The pixels as the engine's recording, one point a pixel, y down: each row's runs of
    /// one color filled as rectangles (transparent runs skipped), so an image made of pixels
    /// draws as pixels wherever it is placed. nil when the bytes are all transparent black.
    func drawing(_ bytes: UnsafeRawBufferPointer) -> Drawing? {
        var commands: [Drawing.Command] = []
        var current: Color?
        for y in 0..<height {
            var x = 0
            while x < width {
                let color = self.color(bytes, x: x, y: y)
                var end = x + 1
                while end < width, self.color(bytes, x: end, y: y) == color { end += 1 }
                if color.alpha > 0 {
                    if color != current {
                        commands.append(.setFillColor(color))
                        current = color
                    }
                    commands.append(.fillShape(Path(rect: Rect(x: Double(x), y: Double(y), width: Double(end - x), height: 1))))
                    if commands.count > Drawing.maxCommands {
                        MirrorDiagnostics.fail("a \(width) x \(height) image of pixels needs over \(Drawing.maxCommands) rectangles "
                            + "to draw; loaderanim draws images of pixels up to about 1000 x 1000 of few colors")
                    }
                }
                x = end
            }
        }
        return commands.isEmpty ? nil : Drawing(commands: commands)
    }
}
