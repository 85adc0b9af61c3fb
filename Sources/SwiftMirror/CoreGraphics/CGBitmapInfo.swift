import Foundation

// The pixel formats and small value types of Core Graphics' Swift import, and the Core
// Foundation names their signatures use that Linux's Foundation lacks.

public typealias CFTypeID = UInt
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFURL = NSURL
public typealias CFDictionary = NSDictionary
public typealias CGGlyph = UInt16

/// CGBitmapInfo: the alpha info in the low 5 bits, float and byte-order flags above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// Hosts here are little-endian, as every iOS device.
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little
}

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000, orderDefault = 0, order16Little = 0x1000, order32Little = 0x2000, order16Big = 0x3000,
         order32Big = 0x4000
    public static let order16Host = CGImageByteOrderInfo.order16Little
    public static let order32Host = CGImageByteOrderInfo.order32Little
}

public enum CGImagePixelFormatInfo: UInt32, Sendable {
    case mask = 0xF0000, packed = 0, RGB555 = 0x10000, RGB565 = 0x20000, RGB101010 = 0x30000, RGBCIF10 = 0x40000
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, high, medium }

public enum CGTextDrawingMode: Int32, Sendable { case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip }

public enum CGColorSpaceModel: Int32, Sendable { case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ }

/// The memory a bitmap context's caller hands it is theirs: the callback runs when the
/// context is released.
public typealias CGBitmapContextReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// CGDataProvider: bytes for CGImage's initializers (a PNG or JPEG file's, or raw pixels).
public final class CGDataProvider: @unchecked Sendable {
    @_spi(LoaderAnim) public let bytes: Data
    /// The file it was made from, which the renderer reads itself.
    @_spi(LoaderAnim) public let path: String?

    init(bytes: Data, path: String?) {
        self.bytes = bytes
        self.path = path
    }

    public convenience init?(data: CFData) { self.init(bytes: data as Data, path: nil) }
    public convenience init?(url: CFURL) {
        guard let path = (url as URL).isFileURL ? (url as URL).path : nil, let bytes = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: bytes, path: path)
    }
    public convenience init?(filename: UnsafePointer<CChar>) { self.init(url: NSURL(fileURLWithPath: String(cString: filename))) }
    public var data: CFData? { bytes as NSData }
    public class var typeID: CFTypeID { 40 }
}

/// CGDataConsumer: where a PDF context would write; loaderanim writes no PDFs.
public final class CGDataConsumer: @unchecked Sendable {
    public init?(url: CFURL) {}
    public init?(data: CFMutableData) {}
    public class var typeID: CFTypeID { 41 }
}

/// CGPDFPage and CGPDFDocument: loaderanim reads no PDFs, so a document never opens.
public final class CGPDFDocument: @unchecked Sendable {
    public init?(_ url: CFURL) { return nil }
    public init?(_ provider: CGDataProvider) { return nil }
    public var numberOfPages: Int { 0 }
    public func page(at pageNumber: Int) -> CGPDFPage? { nil }
}

public final class CGPDFPage: @unchecked Sendable {
    private init() {}
}

/// CGPattern and CGShading: declared so code compiles; painting with them is warned.
public final class CGPattern: @unchecked Sendable {
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {}
}

public enum CGPatternTiling: Int32, Sendable { case noDistortion, constantSpacingMinimalDistortion, constantSpacing }

public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: ((UnsafeMutableRawPointer?, CGContext) -> Void)?
    public var releaseInfo: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    public init(version: UInt32, drawPattern: ((UnsafeMutableRawPointer?, CGContext) -> Void)?,
                releaseInfo: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

public final class CGShading: @unchecked Sendable {
    private init() {}
}
