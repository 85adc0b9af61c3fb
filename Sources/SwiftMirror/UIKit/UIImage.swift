@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Glibc
import Layers

/// UIImage: a PNG or JPEG beside the scene, or what an image context drew
/// (UIGraphicsGetImageFromCurrentImageContext, UIGraphicsImageRenderer). `UIImage(named:)`
/// looks for the name as a path relative to the scene's folder, then with .png and .jpg
/// added; nil when there is no such file, as on iOS. The renderer reads the file when it
/// draws, and draws a drawn image from its recording, sharp at the render's scale.
open class UIImage: _EngineImageConvertible {
    /// The picture as loaded or drawn, before its orientation and tint (what `cgImage` gives).
    let source: CGImage
    /// What a layer shows for the image: the source turned by `imageOrientation` and painted
    /// in `withTintColor`'s color (UIImage+Variants.swift); the source itself when neither applies.
    public var engineImage: CGImage { rendered(tint: nil) }
    /// The file's path; "" for a drawn image.
    public var imagePath: String { source.path ?? "" }

    /// A name with no such file, asked for by the scene's own code, stops the scene with one
    /// line naming the file and the scene's line (exit 65), where iOS returns nil: a loader
    /// without its picture is not the loader, and `UIImage(named: "x")!` would crash without
    /// saying which file. (The mirror's own calls, like an image parameter's, still get nil.)
    public init?(named name: String, file: StaticString = #fileID, line: UInt = #line) {
        guard let found = Self.file(named: name) else {
            let base = Self.sceneDirectory
            let names = name.contains(".") ? name : "\(name), \(name).png, \(name).jpg or \(name).jpeg"
            Self.missing("UIImage(named: \"\(name)\"): there is no \(names) in \(Self.standardized(base))", file, line)
            return nil
        }
        source = CGImage(path: Self.standardized(found))
    }

    /// Apple's spelling, for code that names the initializer (`UIImage.init(named:)`); a call
    /// picks the one above, which knows the scene's line.
    @_disfavoredOverload
    public convenience init?(named name: String) {
        self.init(named: name, file: #fileID, line: #line)
    }

    /// The bundle form: the name is looked for as `init(named:)` looks (beside the scene),
    /// whatever bundle is given; but a missing file is nil here, as on iOS, since code asks
    /// this form as a fallback after `init(named:)` found nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = Self.file(named: name) else { return nil }
        self.init(contentsOfFile: found)
    }

    /// The readable file a name stands for beside the scene: as given, else with .png, .jpg
    /// or .jpeg added.
    static func file(named name: String) -> String? {
        let base = sceneDirectory
        return [name, name + ".png", name + ".jpg", name + ".jpeg"].map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }
            .first { access($0, R_OK) == 0 }
    }

    /// As `init(named:)`: a file that is not there stops a scene that asks for it.
    public init?(contentsOfFile path: String, file: StaticString = #fileID, line: UInt = #line) {
        let absolute = path.hasPrefix("/") ? path : Self.sceneDirectory + "/" + path
        guard access(absolute, R_OK) == 0 else {
            Self.missing("UIImage(contentsOfFile: \"\(path)\"): there is no readable file \(Self.standardized(absolute))", file, line)
            return nil
        }
        source = CGImage(path: Self.standardized(absolute))
    }

    /// Apple's spelling (see `init?(named:)`).
    @_disfavoredOverload
    public convenience init?(contentsOfFile path: String) {
        self.init(contentsOfFile: path, file: #fileID, line: #line)
    }

    /// Stops the scene when the call is the scene's own (MirrorDiagnostics.at knows).
    static func missing(_ message: String, _ file: StaticString, _ line: UInt) {
        MirrorDiagnostics.at(file, line) {
            if MirrorDiagnostics.callSite != nil { MirrorDiagnostics.fail(message) }
        }
    }

    public init(cgImage: CGImage) { source = cgImage }
    /// An empty image, 0 by 0, with no CGImage, as UIKit's `UIImage()`.
    public convenience init() {
        self.init(cgImage: CGImage(drawn: DrawnImage(size: CGSize.zero.size, drawing: Drawing()), scale: 1))
        isEmpty = true
    }
    var isEmpty = false
    /// As iOS: the size in points is the CGImage's pixels over `scale`, turned by the
    /// orientation, which the image is drawn in (an image view, draw(in:), a layer's contents).
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        source = cgImage
        explicitScale = scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    open var cgImage: CGImage? { isEmpty ? nil : source }
    /// In points: a drawn image's context size, a file's pixels (a file is one pixel a point),
    /// or the pixels over the scale given to init(cgImage:scale:orientation:); a quarter turn
    /// swaps the sides.
    open var size: CGSize {
        let raw = sourceSize
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: raw.height, height: raw.width)
        default: return raw
        }
    }
    /// The source's size in points before the orientation turns it.
    var sourceSize: CGSize {
        guard let explicitScale else { return source.pointSize }
        return CGSize(width: CGFloat(source.width) / explicitScale, height: CGFloat(source.height) / explicitScale)
    }
    var explicitScale: CGFloat?
    open var scale: CGFloat { explicitScale ?? source.scale }
    open internal(set) var imageOrientation: UIImage.Orientation = .up

    // What the variants (UIImage+Variants.swift) set on their copy; iOS's defaults.
    open internal(set) var renderingMode: UIImage.RenderingMode = .automatic
    /// withTintColor's color, painted through the image's alpha wherever it is drawn.
    var ownTint: UIColor?
    open internal(set) var capInsets: UIEdgeInsets = .zero
    open internal(set) var resizingMode: UIImage.ResizingMode = .tile
    /// Made by resizableImage(withCapInsets:) or stretchableImage: caps kept, middle stretched.
    var isResizable = false
    /// An animated image's frames (animatedImage(with:duration:)), which an image view cycles.
    open internal(set) var images: [UIImage]?
    open internal(set) var duration: TimeInterval = 0
    open internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    open internal(set) var baselineOffsetFromBottom: CGFloat = 0
    open internal(set) var configuration: UIImage.Configuration?
    /// A symbol from init(systemName:): empty, as SF Symbols are Apple's (UIImage+Symbols.swift).
    open internal(set) var isSymbolImage = false
    open internal(set) var flipsForRightToLeftLayoutDirection = false
    /// The CIImage init(ciImage:) was given.
    var madeFrom: AnyObject?

    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// Draws the image upright (UIKit flips it for the context, unlike CGContext.draw) into
    /// the current context (inside draw(_:) or an image context); nothing outside one. A
    /// resizable image keeps its caps and stretches its middle to the rect.
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawUpright(isResizable ? stretched(to: rect.size, tint: nil) : engineImage, in: rect)
    }
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// `path` without its "." and ".." steps ("../../scenes/assets/x.png" beside the scene
    /// is the same file, and the same `contents`, as a Lua scene's "assets/x.png").
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", parts.isEmpty, path.hasPrefix("/") { continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The folder the scene's files are in (the parent passes it), else the current one.
    static var sceneDirectory: String {
        getenv("LOADERANIM_SWIFT_SCENE_DIR").map { String(cString: $0) } ?? FileManager.default.currentDirectoryPath
    }
}
