import Animation
import Foundation
import Geometry
import Layers

extension CGImage {
    /// Pixels in one of the formats PixelLayout reads (8-bit gray, RGB, RGBA in either
    /// order and byte order); nil for another, as for bytes too few for the size.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let layout = PixelLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                 bytesPerRow: bytesPerRow, model: space.model, bitmapInfo: bitmapInfo)
        self.init(layout: layout, bytes: provider.bytes, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// An image mask of 1 or 8 bits a sample: a sample of 1 masks out, 0 lets through.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        let layout = PixelLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                 bytesPerRow: bytesPerRow, model: .monochrome, bitmapInfo: [], isMask: true)
        self.init(layout: layout, bytes: provider.bytes, decode: decode, shouldInterpolate: shouldInterpolate, intent: .defaultIntent)
    }

    private convenience init?(layout: PixelLayout, bytes: Data, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                              intent: CGColorRenderingIntent) {
        guard layout.isReadable, bytes.count >= layout.bytesPerRow * (layout.height - 1) + (layout.width * layout.bitsPerPixel + 7) / 8
        else { return nil }
        let drawing = bytes.withUnsafeBytes { layout.drawing($0) } ?? Drawing()
        self.init(image: .drawn(DrawnImage(size: Size(width: Double(layout.width), height: Double(layout.height)), drawing: drawing)),
                  scale: 1, layout: layout, bytes: bytes, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// A PNG's or JPEG's bytes: drawn from the file a provider made with a URL or file name
    /// was read from. Bytes from memory are not decoded (their image is warned and draws as
    /// nothing, at the size the header gives).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard source.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        self.init(encoded: source, "CGImage.init(pngDataProviderSource:decode:shouldInterpolate:intent:)", decode, shouldInterpolate, intent)
    }

    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard source.bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        self.init(encoded: source, "CGImage.init(jpegDataProviderSource:decode:shouldInterpolate:intent:)", decode, shouldInterpolate, intent)
    }

    private convenience init?(encoded source: CGDataProvider, _ name: String, _ decode: UnsafePointer<CGFloat>?,
                              _ shouldInterpolate: Bool, _ intent: CGColorRenderingIntent) {
        if let path = source.path {
            self.init(image: .file(path), scale: 1, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
            return
        }
        guard let size = Self.pixelSize(of: source.bytes) else { return nil }
        MirrorDiagnostics.warnNotDrawn(name)
        self.init(image: .drawn(DrawnImage(size: size.size, drawing: Drawing())), scale: 1, decode: decode,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    // MARK: The format

    public var bitsPerComponent: Int { layout?.bitsPerComponent ?? 8 }
    public var bitsPerPixel: Int { layout?.bitsPerPixel ?? 32 }
    public var bytesPerRow: Int { layout?.bytesPerRow ?? width * 4 }
    public var isMask: Bool { layout?.isMask ?? false }
    /// A drawn or file image's: 32-bit little-endian premultiplied ARGB, what iOS's image
    /// renderer and image decoding give.
    public var bitmapInfo: CGBitmapInfo {
        layout?.bitmapInfo ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    public var alphaInfo: CGImageAlphaInfo { isMask ? .none : layout?.alphaInfo ?? .premultipliedFirst }
    public var byteOrderInfo: CGImageByteOrderInfo { CGImageByteOrderInfo(rawValue: bitmapInfo.intersection(.byteOrderMask).rawValue) ?? .orderDefault }
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }
    public var colorSpace: CGColorSpace? {
        if isMask { return nil }
        return layout?.model == .monochrome ? CGColorSpaceCreateDeviceGray() : CGColorSpace(name: CGColorSpace.sRGB)
    }
    /// The bytes of an image made of them; a file's; nil for a drawing (not pixels here).
    public var dataProvider: CGDataProvider? {
        if let bytes { return CGDataProvider(bytes: bytes, path: nil) }
        return path.flatMap { CGDataProvider(url: NSURL(fileURLWithPath: $0)) }
    }
    public var utType: CFString? {
        guard let path else { return nil }
        return path.lowercased().hasSuffix(".png") ? "public.png" : "public.jpeg"
    }
    public class var typeID: CFTypeID { 45 }

    // MARK: New images from this one

    public func copy() -> CGImage? {
        CGImage(image: image, scale: scale, layout: layout, bytes: bytes, decode: decode, shouldInterpolate: shouldInterpolate,
                intent: renderingIntent)
    }

    /// The same pixels in `space`, which draws as sRGB here; nil for a space with another
    /// number of components, as on iOS.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, space.numberOfComponents == (colorSpace?.numberOfComponents ?? 3) else { return nil }
        return copy()
    }

    /// Color-key masking is not drawn: the image comes back whole.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        MirrorDiagnostics.warnNotDrawn("CGImage.copy(maskingColorComponents:)")
        return copy()
    }

    /// The part of the image in `rect`, in pixels from its top left, made integral and
    /// clipped to the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let part = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !part.isNull, !part.isEmpty else { return nil }
        let s = scale == 0 ? 1 : scale
        let size = CGSize(width: part.width / s, height: part.height / s)
        let whole = CGRect(x: -part.minX / s, y: -part.minY / s, width: pointSize.width, height: pointSize.height)
        let drawing = Drawing(commands: [.beginPath, .addPath(Path(rect: CGRect(origin: .zero, size: size).rect)), .clip(evenOdd: false),
                                         .drawImage(image, in: whole.rect)])
        return CGImage(image: .drawn(DrawnImage(size: size.size, drawing: drawing)), scale: s, layout: layout.map {
            var cropped = $0
            (cropped.width, cropped.height) = (Int(part.width), Int(part.height))
            return cropped
        }, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// CGImageCreateWithMask: the image painted through `mask`, stretched to its size. An
    /// image mask masks out where its samples are 1; a gray image lets through as much as
    /// its gray (white shows, black hides). nil for a mask that is neither, as on iOS.
    ///
    /// A gray image drawn in a gray bitmap context is a recording, not pixels: its grays
    /// become alphas as painted, which is exact where paint lands on the context's black,
    /// and shows the lighter where darker gray is painted over lighter.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard let alpha = mask.maskAlpha else { return nil }
        let bounds = CGRect(origin: .zero, size: pointSize).rect
        let drawing = Drawing(commands: [.clipToMask(alpha, in: bounds), .drawImage(image, in: bounds)])
        return CGImage(image: .drawn(DrawnImage(size: pointSize.size, drawing: drawing)), scale: scale, layout: layout,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The mask as an image whose alpha is what it lets through.
    private var maskAlpha: LayerImage? {
        guard let layout, layout.isMask || (layout.model == .monochrome && layout.alphaInfo == .none) else { return nil }
        let size = Size(width: Double(layout.width), height: Double(layout.height))
        if let bytes {
            var alphaLayout = layout
            alphaLayout.isMask = true
            if !layout.isMask {
                // A gray image's sample is how much shows: an image mask of its inverse.
                let inverted = Data(bytes.map { 255 - $0 })
                return .drawn(DrawnImage(size: size, drawing: inverted.withUnsafeBytes { alphaLayout.drawing($0) } ?? Drawing()))
            }
            return .drawn(DrawnImage(size: size, drawing: bytes.withUnsafeBytes { alphaLayout.drawing($0) } ?? Drawing()))
        }
        guard case .drawn(let drawn) = image.source else { return nil }
        var commands = drawn.drawing.commands
        for i in commands.indices {
            switch commands[i] {
            case .setFillColor(let c): commands[i] = .setFillColor(Self.grayAsAlpha(c))
            case .setStrokeColor(let c): commands[i] = .setStrokeColor(Self.grayAsAlpha(c))
            default: break
            }
        }
        return .drawn(DrawnImage(size: drawn.size, drawing: Drawing(commands: commands)))
    }

    private static func grayAsAlpha(_ c: Animation.Color) -> Animation.Color {
        let gray = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return Animation.Color(red: 0, green: 0, blue: 0, alpha: gray * c.alpha)
    }
}
