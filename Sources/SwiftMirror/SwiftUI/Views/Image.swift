@_spi(LoaderAnim) import LAUIKit

/// An image at its own size, or, `resizable()`, at the size it is offered.
public struct Image: View, PrimitiveView {
    let uiImage: UIImage?
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    public init(uiImage: UIImage) { self.uiImage = uiImage }
    /// An SF Symbol: Apple's artwork, not on this machine; drawn as nothing (warned).
    public init(systemName: String) {
        MirrorDiagnostics.warnNotDrawn("Image(systemName:) (SF Symbols are Apple's)")
        uiImage = nil
    }
    /// An asset catalog image: the scene's folder is searched as UIImage(named:) does.
    public init(_ name: String, bundle: Bundle? = nil) { uiImage = UIImage(named: name) }
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        uiImage = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        uiImage = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
    public var body: Never { primitiveBody }

    public enum Orientation: UInt8, Hashable, CaseIterable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.image(ImageDrawing(image: uiImage, isResizable: isResizable)))]
    }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}

/// What an image node draws: the image's pixels stretched over the node's bounds.
struct ImageDrawing {
    let image: UIImage?
    let isResizable: Bool

    func size(fitting proposal: ProposedViewSize) -> CGSize {
        let own = image?.size ?? .zero
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
    }

    @MainActor
    func makeRecord(kind: String) -> LayerTree.Record { LayerTree.Record(layer: CALayer(), kind: kind) }

    @MainActor
    func update(_ record: LayerTree.Record) {
        let cgImage = image?.cgImage
        if (record.layer.contents as AnyObject?) !== cgImage { record.layer.contents = cgImage }
        record.layer.contentsGravity = .resize
    }
}
