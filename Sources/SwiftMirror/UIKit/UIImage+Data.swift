@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation
import Geometry
import Layers
@_implementationOnly import Raster

/// Images as bytes, and the asset-catalog and Core Image ways of making one.
extension UIImage {
    /// PNG or JPEG bytes (a loader's picture embedded as base64): kept in a file named by
    /// their hash in the temporary folder, which the renderer reads as it reads a file
    /// beside the scene. Nil for anything else, as iOS for data it cannot decode.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    public convenience init?(data: Data, scale: CGFloat) {
        guard let path = UIImage.storedFile(for: data) else { return nil }
        self.init(cgImage: CGImage(path: path), scale: scale, orientation: .up)
    }

    static func storedFile(for data: Data) -> String? {
        let bytes = [UInt8](data)
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        guard isPNG || isJPEG else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = NSTemporaryDirectory() + "/loaderanim-image-data"
        let path = standardized(folder + "/" + String(hash, radix: 16) + (isPNG ? ".png" : ".jpg"))
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil else { return nil }
        return path
    }

    /// The image as drawn (its orientation and tint), rendered at its scale and encoded as a
    /// PNG; a PNG file that needs nothing done gives its own bytes. Nil for `UIImage()`.
    public func pngData() -> Data? {
        guard !isEmpty, size.width > 0, size.height > 0 else { return nil }
        let image = engineImage
        if let path = image.path, path.hasSuffix(".png"), image === source, let data = FileManager.default.contents(atPath: path) {
            return data
        }
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        var properties = PropertyStore()
        properties[.bounds] = .rect(bounds)
        properties[.position] = .point(Point(x: bounds.width / 2, y: bounds.height / 2))
        var layer = PresentationLayer(id: LayerID(index: 0), kind: .layer, properties: properties)
        layer.contentsImage = image.image
        let bytes = SceneHost.check("UIImage.pngData()") { () throws -> [UInt8] in
            let renderer = try Renderer(width: bounds.width, height: bounds.height, scale: Double(scale))
            return try PNG.encode(try renderer.render(layer))
        }
        return Data(bytes)
    }

    /// loaderanim has no JPEG encoder: the bytes are the PNG's (pngData()), which
    /// UIImage(data:) reads back; the quality is not used.
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }

    public convenience init(imageLiteralResourceName name: String) {
        guard let path = UIImage.file(named: name) else {
            MirrorDiagnostics.fail("#imageLiteral(resourceName: \"\(name)\"): there is no such image beside the scene")
        }
        self.init(cgImage: CGImage(path: UIImage.standardized(path)))
    }
    /// An asset catalog's generated name: the image file of that name beside the scene; an
    /// empty image without one.
    public convenience init(resource: ImageResource) {
        guard let path = UIImage.file(named: resource.name) else {
            self.init()
            return
        }
        self.init(cgImage: CGImage(path: UIImage.standardized(path)))
    }
    /// As init(named:in:compatibleWith:): the file beside the scene, nil without one.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
        self.configuration = configuration
    }
    public convenience init?(named name: String, in bundle: Bundle?, variableValue: Double, configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, with: configuration)
    }

    /// Core Image's image: one made from a CGImage draws it; any other is empty (warned).
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let cgImage = ciImage.cgImage {
            self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        } else {
            MirrorDiagnostics.warnNotDrawn("UIImage.init(ciImage:)")
            self.init()
        }
        madeFrom = ciImage
    }
    public var ciImage: CIImage? { madeFrom as? CIImage }

    /// A copy drawn at `size` (filled, as iOS's thumbnails are).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let drawing = Drawing(commands: [.drawImage(engineImage.image, in: CGRect(origin: .zero, size: size).rect)])
        return UIImage(cgImage: CGImage(drawn: DrawnImage(size: size.size, drawing: drawing), scale: scale))
    }

    // MARK: Inert
    public func preparingForDisplay() -> UIImage? { self }
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }
    public func byPreparingForDisplay() async -> UIImage? { self }
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) { completionHandler(preparingThumbnail(of: size)) }
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
    public func heicData() -> Data? { nil }
    public var isHighDynamicRange: Bool { false }
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }
    public var traitCollection: UITraitCollection { UITraitCollection() }
    public var imageAsset: UIImageAsset? { nil }
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat.withScale(scale) }
}

/// An asset catalog's generated image name (Xcode 15), as Apple's DeveloperToolsSupport has it.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An asset catalog's generated color name; UIColor(resource:) has no catalog to read.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// The images of one picture for several traits; the light, compact one is the one used.
open class UIImageAsset {
    private var registered: [UIImage] = []
    public init() {}
    open func image(with traitCollection: UITraitCollection) -> UIImage { registered.first ?? UIImage() }
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) { registered.append(image) }
    open func unregisterImage(with traitCollection: UITraitCollection) { registered.removeAll() }
}
