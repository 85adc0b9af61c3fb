import Animation
import Foundation
import Geometry
import Layers

/// A bitmap context's memory and format. Drawing into the context is recorded, as every
/// context's is, and drawn by the renderer at the render's scale; the memory is what the
/// image starts from: bytes the code wrote there (before or after drawing) are the pixels
/// under what it drew. The recording is never turned into bytes (the engine paints frames,
/// not bitmaps), so reading back pixels after drawing gives what was there before: reading
/// `data` after painting warns.
final class BitmapStore {
    let layout: PixelLayout
    let space: CGColorSpace
    let data: UnsafeMutableRawPointer
    private let owned: Bool
    private let release: (callback: CGBitmapContextReleaseDataCallback, info: UnsafeMutableRawPointer?)?

    init(layout: PixelLayout, space: CGColorSpace, data: UnsafeMutableRawPointer?,
         release: (callback: CGBitmapContextReleaseDataCallback, info: UnsafeMutableRawPointer?)?) {
        self.layout = layout
        self.space = space
        if let data {
            self.data = data
            owned = false
            self.release = release
        } else {
            // The context's own memory, zeroed as Core Graphics zeroes it.
            self.data = UnsafeMutableRawPointer.allocate(byteCount: layout.bytesPerRow * layout.height, alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: layout.bytesPerRow * layout.height)
            owned = true
            self.release = nil
        }
    }

    deinit {
        if owned { data.deallocate() }
        if let release { release.callback(release.info, data) }
    }

    var bytes: Data { Data(bytes: data, count: layout.bytesPerRow * layout.height) }

    /// The memory's pixels, then the recording over them, in the context's kind of color:
    /// a gray context's colors become grays, an alpha-only context's alphas.
    func image(_ drawing: Drawing, painted: Bool) -> CGImage {
        let bytes = self.bytes
        var commands: [Drawing.Command] = []
        if let pixels = bytes.withUnsafeBytes({ layout.drawing($0) }) {
            commands = [.saveGState] + pixels.commands + [.restoreGState]
        }
        commands += drawing.commands.map(converted)
        let size = Size(width: Double(layout.width), height: Double(layout.height))
        return CGImage(image: .drawn(DrawnImage(size: size, drawing: Drawing(commands: commands))), scale: 1, layout: layout,
                       bytes: painted ? nil : bytes)
    }

    private func converted(_ command: Drawing.Command) -> Drawing.Command {
        guard layout.model == .monochrome else { return command }
        func convert(_ c: Color) -> Color {
            if layout.alphaInfo == .alphaOnly { return Color(red: 0, green: 0, blue: 0, alpha: c.alpha) }
            return Color(white: 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, alpha: c.alpha)
        }
        switch command {
        case .setFillColor(let c): return .setFillColor(convert(c))
        case .setStrokeColor(let c): return .setStrokeColor(convert(c))
        case .setShadow(let offset, let blur, let c): return .setShadow(offset: offset, blur: blur, color: convert(c))
        case .linearGradient(var g, let start, let end, let extends):
            g.colors = g.colors.map(convert)
            return .linearGradient(g, start: start, end: end, extends: extends)
        case .radialGradient(var g, let sc, let sr, let ec, let er, let extends):
            g.colors = g.colors.map(convert)
            return .radialGradient(g, startCenter: sc, startRadius: sr, endCenter: ec, endRadius: er, extends: extends)
        default: return command
        }
    }
}

extension CGContext {
    /// A bitmap context in one of the formats Core Graphics draws into with 8 bits a
    /// component: RGB with premultiplied or skipped alpha, first or last (either 32-bit byte
    /// order), gray without alpha, alpha only; nil for any other, as on iOS. `data` nil: the
    /// context's own zeroed memory. `bytesPerRow` 0: the least the width needs.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                  space: space, bitmapInfo: bitmapInfo, releaseCallback: nil, releaseInfo: nil)
    }

    /// As above; `releaseCallback` gets `releaseInfo` and `data` when the context goes.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
                             releaseInfo: UnsafeMutableRawPointer?) {
        guard let layout = PixelLayout.context(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                               bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo)),
              Double(width) <= DrawnImage.maxSide, Double(height) <= DrawnImage.maxSide else { return nil }
        self.init(bitmap: BitmapStore(layout: layout, space: space, data: data,
                                      release: releaseCallback.map { ($0, releaseInfo) }))
    }

    /// The size of an image context in pixels (its points times its scale).
    private var imagePixels: (width: Int, height: Int)? {
        guard let imageSize else { return nil }
        let s = imageScale == 0 ? 1 : imageScale
        return (Int((imageSize.width * s).rounded()), Int((imageSize.height * s).rounded()))
    }

    /// A bitmap context's memory. Drawing is recorded, not written there (see BitmapStore):
    /// read after painting, it warns. nil for other contexts (an image context's pixels are
    /// not offered either).
    public var data: UnsafeMutableRawPointer? {
        if bitmap != nil, hasPainted { MirrorDiagnostics.warnNotDrawn("CGContext.data") }
        return bitmap?.data
    }

    // The format: a bitmap context's own; an image context's is iOS's (32-bit BGRA,
    // premultiplied); a layer's context answers 0 and nil, not being a bitmap context.
    public var width: Int { bitmap?.layout.width ?? imagePixels?.width ?? 0 }
    public var height: Int { bitmap?.layout.height ?? imagePixels?.height ?? 0 }
    public var bytesPerRow: Int { bitmap?.layout.bytesPerRow ?? (imagePixels?.width ?? 0) * 4 }
    public var bitsPerComponent: Int { bitmap?.layout.bitsPerComponent ?? (imageSize == nil ? 0 : 8) }
    public var bitsPerPixel: Int { bitmap?.layout.bitsPerPixel ?? (imageSize == nil ? 0 : 32) }
    public var colorSpace: CGColorSpace? { bitmap?.space ?? (imageSize == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB)) }
    public var bitmapInfo: CGBitmapInfo {
        bitmap?.layout.bitmapInfo ?? (imageSize == nil ? [] : CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
            .union(.byteOrder32Little))
    }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.layout.alphaInfo ?? (imageSize == nil ? .none : .premultipliedFirst) }
}
