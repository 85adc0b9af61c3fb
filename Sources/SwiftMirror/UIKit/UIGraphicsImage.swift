@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

/// Image contexts: UIGraphicsBeginImageContextWithOptions ... UIGraphicsEndImageContext and
/// UIGraphicsImageRenderer. Each is a CGContext that records (see CGContext), pushed on the
/// same stack as draw(_:)'s context, so UIGraphicsGetCurrentContext(), UIColor.setFill()
/// and UIBezierPath.fill() draw into it; the image it makes is that recording with its
/// size, which the renderer draws at the render's scale (the scale asked for here only
/// gives CGImage its width and height).
enum ImageContexts {
    /// Checks the size and scale a scene asks for (exit 65 naming its line), then makes the
    /// context, or nil for a zero side, as iOS makes none for an empty size.
    static func make(_ size: CGSize, opaque: Bool, scale: CGFloat, _ what: String, _ file: StaticString,
                     _ line: UInt) -> CGContext? {
        MirrorDiagnostics.at(file, line) {
            SceneHost.check(what) { try DrawnImage.check(size: size.size) }
            guard scale.isFinite, scale >= 0 else {
                MirrorDiagnostics.fail("\(what): the scale \(scale) is not 0 (the screen's) or a positive number")
            }
        }
        guard size.width > 0, size.height > 0 else { return nil }
        let context = CGContext(imageSize: size, scale: scale)
        if opaque {
            // An opaque bitmap starts black where nothing is drawn, as on iOS.
            context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(origin: .zero, size: size))
        }
        return context
    }

    /// Makes the context and makes it the current one.
    static func begin(_ size: CGSize, opaque: Bool, scale: CGFloat, _ what: String, _ file: StaticString, _ line: UInt) {
        if let context = make(size, opaque: opaque, scale: scale, what, file, line) { UIGraphicsPushContext(context) }
    }
}

/// Starts an image context of `size` points; `opaque` fills it black first, and `scale`
/// (0: the screen's) is taken for CGImage's pixel size: the render's --scale decides how
/// sharp the image is drawn. A size that is not finite, negative or over 10,000 points a
/// side stops the scene with one line (exit 65).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat,
                                                   file: StaticString = #fileID, line: UInt = #line) {
    ImageContexts.begin(size, opaque: opaque, scale: scale,
                        "UIGraphicsBeginImageContextWithOptions(\(size.width) x \(size.height), scale \(scale))", file, line)
}

public func UIGraphicsBeginImageContext(_ size: CGSize, file: StaticString = #fileID, line: UInt = #line) {
    ImageContexts.begin(size, opaque: false, scale: 1, "UIGraphicsBeginImageContext(\(size.width) x \(size.height))", file, line)
}

/// What the current image context drew so far; nil when the current context is not an
/// image context (or there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    UIGraphicsGetCurrentContext()?.makeImage().map { UIImage(cgImage: $0) }
}

/// Ends the current image context; a draw(_:) context on top is left alone.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsGetCurrentContext()?.imageSize != nil else { return }
    UIGraphicsPopContext()
}

/// UIGraphicsImageRendererFormat: the scale (the screen's, 1 here, by default) and whether
/// the image is opaque. preferredRange is taken and not used (frames are sRGB).
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = 0
    open var opaque = false
    open var preferredRange: Range = .automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public init() {}
    /// The format for those traits: their display scale (the screen's).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = traitCollection.displayScale
    }
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    static func withScale(_ scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    // MARK: Inert
    open var prefersExtendedRange: Bool = false
    open var supportsHighDynamicRange: Bool { false }
}

/// The context an image renderer's actions draw with: `cgContext`, and UIKit's rect helpers
/// (which use the fill and stroke colors set on it, as UIRectFill does).
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What the actions drew so far.
    open var currentImage: UIImage { UIImage(cgImage: cgContext.makeImage()!) }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIGraphicsImageRenderer: `image { ctx in ... }` runs the actions in a fresh image
/// context of the renderer's bounds and returns what they drew. Bounds with an origin other
/// than zero draw that rectangle (the context is translated by minus the origin).
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect
    private let site: (file: StaticString, line: UInt)

    public convenience init(size: CGSize, file: StaticString = #fileID, line: UInt = #line) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default(), file: file, line: line)
    }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat, file: StaticString = #fileID, line: UInt = #line) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format, file: file, line: line)
    }
    public convenience init(bounds: CGRect, file: StaticString = #fileID, line: UInt = #line) {
        self.init(bounds: bounds, format: .default(), file: file, line: line)
    }
    /// Apple's spellings, for code that names the initializers (`UIGraphicsImageRenderer.init(size:)`);
    /// a call picks the ones above and below, which know the scene's line.
    @_disfavoredOverload
    public convenience init(size: CGSize) { self.init(size: size, file: #fileID, line: #line) }
    @_disfavoredOverload
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(size: size, format: format, file: #fileID, line: #line)
    }
    @_disfavoredOverload
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: bounds, format: format, file: #fileID, line: #line)
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat, file: StaticString = #fileID, line: UInt = #line) {
        self.bounds = bounds
        self.format = format
        site = (file, line)
        // Checked here, at the line that asks for the size, as well as when it draws.
        _ = ImageContexts.make(bounds.size, opaque: false, scale: format.scale, description, file, line)
    }

    private var description: String {
        "UIGraphicsImageRenderer(\(bounds.size.width) x \(bounds.size.height), scale \(format.scale))"
    }

    /// An empty size gives an empty image (iOS asserts there; an empty image draws nothing).
    open func image(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> UIImage {
        guard let context = ImageContexts.make(bounds.size, opaque: format.opaque, scale: format.scale, description,
                                               site.file, site.line) else {
            return UIImage(cgImage: CGImage(drawn: DrawnImage(size: bounds.size.size, drawing: Drawing()), scale: 1))
        }
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        try actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return UIImage(cgImage: context.makeImage()!)
    }

    /// What the actions drew, rendered at the format's scale (the screen's for 0) as a PNG;
    /// empty for an empty size.
    open func pngData(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> Data {
        try image(actions: actions).pngData() ?? Data()
    }

    /// The PNG's bytes (UIImage.jpegData(compressionQuality:)): loaderanim has no JPEG encoder.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> Data {
        try pngData(actions: actions)
    }
}
