import Foundation
import Geometry
import Layers

/// CGImage: a PNG or JPEG file the renderer reads when it draws, or what an image or
/// bitmap context drew (CGContext.makeImage(), UIGraphicsGetImageFromCurrentImageContext()),
/// kept as the engine's recording so that it draws sharp at the render's scale, or pixels
/// given as bytes (CGImage(width:height:...provider:...), a bitmap context's memory), kept
/// as a recording of one-pixel rectangles. The pixel format it answers is the one it was
/// made in (an image context's: 32-bit BGRA premultiplied, as iOS makes them).
public final class CGImage: @unchecked Sendable {
    @_spi(LoaderAnim) public let image: LayerImage
    /// Pixels per point: the scale the image context was made with (the screen's, 1 here,
    /// for 0), 1 for a file. Only width and height read it: the engine draws at --scale.
    @_spi(LoaderAnim) public let scale: CGFloat
    /// The pixel format; nil for a file's or an image context's (see the properties).
    let layout: PixelLayout?
    /// The bytes, for an image made of them.
    let bytes: Data?
    public let decode: UnsafePointer<CGFloat>?
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent

    init(image: LayerImage, scale: CGFloat, layout: PixelLayout? = nil, bytes: Data? = nil, decode: UnsafePointer<CGFloat>? = nil,
         shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        self.image = image
        self.scale = scale
        self.layout = layout
        self.bytes = bytes
        self.decode = decode
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
    }

    @_spi(LoaderAnim) public convenience init(path: String) { self.init(image: .file(path), scale: 1) }

    @_spi(LoaderAnim) public convenience init(drawn: DrawnImage, scale: CGFloat) { self.init(image: .drawn(drawn), scale: scale) }

    /// The file's path; nil for a drawn image.
    @_spi(LoaderAnim) public var path: String? { image.path }

    /// The size in points: a drawn image's context size, a file's pixels (0 by 0 when it
    /// cannot be read).
    @_spi(LoaderAnim) public var pointSize: CGSize {
        switch image.source {
        case .drawn(let drawn): CGSize(width: drawn.size.width, height: drawn.size.height)
        case .file(let path): Self.pixelSize(ofFileAt: path) ?? .zero
        }
    }

    public var width: Int { Int((pointSize.width * scale).rounded()) }
    public var height: Int { Int((pointSize.height * scale).rounded()) }

    /// A PNG's or JPEG's size in pixels, from its header (IHDR; the first SOFn marker).
    static func pixelSize(ofFileAt path: String) -> CGSize? {
        FileManager.default.contents(atPath: path).flatMap(pixelSize(of:))
    }

    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func word(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let w = word(16, 4), let h = word(20, 4) {
            return CGSize(width: w, height: h)
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            guard let length = word(at + 2, 2) else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = word(at + 5, 2), let w = word(at + 7, 2) else { return nil }
                return CGSize(width: w, height: h)
            }
            at += 2 + length
        }
        return nil
    }
}
