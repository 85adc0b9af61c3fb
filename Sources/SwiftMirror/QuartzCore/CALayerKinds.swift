@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Geometry
import Layers

/// CAShapeLayer: a path filled and stroked, trimmed to strokeStart...strokeEnd.
open class CAShapeLayer: CALayer {
    override class var engineKind: LayerKind { .shape }
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(presenting layer: CALayer) { super.init(presenting: layer) }
    override func makePresentation() -> CALayer { CAShapeLayer(presenting: self) }
    @_spi(LoaderAnim) public override init(backingView: Void) { super.init(backingView: ()) }

    open var path: CGPath? {
        get { let path = engineValue("path").path ?? Path(); return path.isEmpty ? nil : CGPath(path) }
        set { setEngineValue(.path(newValue?.path ?? Path()), "path") }
    }
    open var fillColor: CGColor? { get { optionalColor("fillColor") } set { setOptionalColor(newValue, "fillColor") } }
    open var strokeColor: CGColor? { get { optionalColor("strokeColor") } set { setOptionalColor(newValue, "strokeColor") } }
    open var lineWidth: CGFloat { get { number("lineWidth") } set { setNumber(newValue, "lineWidth") } }
    open var miterLimit: CGFloat { get { number("miterLimit") } set { setNumber(newValue, "miterLimit") } }
    open var strokeStart: CGFloat { get { number("strokeStart") } set { setNumber(newValue, "strokeStart") } }
    open var strokeEnd: CGFloat { get { number("strokeEnd") } set { setNumber(newValue, "strokeEnd") } }
    open var lineDashPhase: CGFloat { get { number("lineDashPhase") } set { setNumber(newValue, "lineDashPhase") } }
    open var lineDashPattern: [NSNumber]? {
        get { let d = engineValue("lineDashPattern").numbers ?? []; return d.isEmpty ? nil : d.map { NSNumber(value: $0) } }
        set { setEngineValue(.numbers((newValue ?? []).map(\.doubleValue)), "lineDashPattern") }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: text("lineCap")) }
        set { setEngineValue(.string(newValue.rawValue), "lineCap") }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: text("lineJoin")) }
        set { setEngineValue(.string(newValue.rawValue), "lineJoin") }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: text("fillRule")) }
        set { setEngineValue(.string(newValue.rawValue), "fillRule") }
    }
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt"), round = Self(rawValue: "round"), square = Self(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter"), round = Self(rawValue: "round"), bevel = Self(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "nonZero"), evenOdd = Self(rawValue: "evenOdd")
}

/// CAGradientLayer: axial, radial or conic, colors at locations between two points in the
/// unit square of the bounds.
open class CAGradientLayer: CALayer {
    override class var engineKind: LayerKind { .gradient }
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(presenting layer: CALayer) { super.init(presenting: layer) }
    override func makePresentation() -> CALayer { CAGradientLayer(presenting: self) }
    @_spi(LoaderAnim) public override init(backingView: Void) { super.init(backingView: ()) }

    /// CGColors (UIColors are accepted too, where Apple's would not draw them).
    open var colors: [Any]? {
        get { let c = engineValue("colors").colors ?? []; return c.isEmpty ? nil : c.map(CGColor.init) }
        set { setValue(newValue ?? [], forKeyPath: "colors") }
    }
    open var locations: [NSNumber]? {
        get { let l = engineValue("locations").numbers ?? []; return l.isEmpty ? nil : l.map { NSNumber(value: $0) } }
        set { setEngineValue(.numbers((newValue ?? []).map(\.doubleValue)), "locations") }
    }
    open var startPoint: CGPoint {
        get { CGPoint(engineValue("startPoint").point ?? .zero) }
        set { setEngineValue(.point(newValue.point), "startPoint") }
    }
    open var endPoint: CGPoint {
        get { CGPoint(engineValue("endPoint").point ?? .zero) }
        set { setEngineValue(.point(newValue.point), "endPoint") }
    }
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: text("type")) }
        set { setEngineValue(.string(newValue.rawValue), "type") }
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial"), radial = Self(rawValue: "radial"), conic = Self(rawValue: "conic")
}

/// CAReplicatorLayer: its sublayers drawn instanceCount times, each instance further
/// transformed, delayed and tinted.
open class CAReplicatorLayer: CALayer {
    override class var engineKind: LayerKind { .replicator }
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(presenting layer: CALayer) { super.init(presenting: layer) }
    override func makePresentation() -> CALayer { CAReplicatorLayer(presenting: self) }
    @_spi(LoaderAnim) public override init(backingView: Void) { super.init(backingView: ()) }

    open var instanceCount: Int { get { Int(number("instanceCount")) } set { setNumber(CGFloat(newValue), "instanceCount") } }
    open var instanceDelay: CFTimeInterval { get { Double(number("instanceDelay")) } set { setNumber(CGFloat(newValue), "instanceDelay") } }
    open var instanceTransform: CATransform3D {
        get { CATransform3D((engineValue("instanceTransform").transform ?? .identity).matrix) }
        set { setTransform(newValue, "instanceTransform") }
    }
    open var instanceColor: CGColor? {
        get { engineValue("instanceColor").color.map(CGColor.init) }
        set { setEngineValue(.color(newValue?.color ?? .white), "instanceColor") }
    }
    open var instanceRedOffset: Float { get { Float(number("instanceRedOffset")) } set { setEngineValue(.number(newValue.decimal), "instanceRedOffset") } }
    open var instanceGreenOffset: Float { get { Float(number("instanceGreenOffset")) } set { setEngineValue(.number(newValue.decimal), "instanceGreenOffset") } }
    open var instanceBlueOffset: Float { get { Float(number("instanceBlueOffset")) } set { setEngineValue(.number(newValue.decimal), "instanceBlueOffset") } }
    open var instanceAlphaOffset: Float { get { Float(number("instanceAlphaOffset")) } set { setEngineValue(.number(newValue.decimal), "instanceAlphaOffset") } }
    open var preservesDepth: Bool { get { flag("preservesDepth") } set { setEngineValue(.bool(newValue), "preservesDepth") } }
}

/// CATextLayer: a string drawn with the engine's text stack (Pango, pinned fonts).
open class CATextLayer: CALayer {
    override class var engineKind: LayerKind { .text }
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(presenting layer: CALayer) { super.init(presenting: layer) }
    override func makePresentation() -> CALayer { CATextLayer(presenting: self) }
    @_spi(LoaderAnim) public override init(backingView: Void) { super.init(backingView: ()) }

    /// A String, an NSAttributedString (TextAttributes.swift), or anything whose description
    /// is the text.
    open var string: Any? {
        get { self.text("string") }
        set {
            if let attributed = newValue as? NSAttributedString { return setAttributedString(attributed) }
            setEngineValue(.string(newValue.map { ($0 as? String) ?? String(describing: $0) } ?? ""), "string")
        }
    }
    /// A font name (String), or a UIFont / CGFont whose name is used. A name loaderanim does
    /// not know draws in the nearest pinned face, with a warning (docs/core-animation.md, "Text").
    open var font: CFTypeRef? {
        get { text("font") as NSString }
        set {
            let name = newValue.map(Self.fontName) ?? "Helvetica"
            MirrorDiagnostics.noteFont(name)
            setEngineValue(.string(name), "font")
        }
    }
    open var fontSize: CGFloat { get { number("fontSize") } set { setNumber(newValue, "fontSize") } }
    open var foregroundColor: CGColor? {
        get { engineValue("foregroundColor").color.map(CGColor.init) }
        set { setEngineValue(.color(newValue?.color ?? .white), "foregroundColor") }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text("alignmentMode")) }
        set { setEngineValue(.string(newValue.rawValue), "alignmentMode") }
    }
    open var isWrapped: Bool { get { flag("isWrapped") } set { setEngineValue(.bool(newValue), "isWrapped") } }

    // MARK: Inert
    open var allowsFontSubpixelQuantization = false

    // MARK: Text
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: text("truncationMode")) }
        set { setEngineValue(.string(newValue.rawValue), "truncationMode") }
    }

    static func fontName(_ font: AnyObject) -> String {
        if let named = font as? any FontNaming { return named.fontName }
        return (font as? NSString).map { $0 as String } ?? String(describing: font)
    }
}

/// What can stand for a font (UIFont, CGFont): its name.
public protocol FontNaming { var fontName: String { get } }

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural"), left = Self(rawValue: "left"), right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center"), justified = Self(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none"), start = Self(rawValue: "start"), end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

/// CALayerContentsGravity and the other string-valued names, Swift 4.2 style.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center"), top = Self(rawValue: "top"), bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left"), right = Self(rawValue: "right"), topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight"), bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight"), resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect"), resizeAspectFill = Self(rawValue: "resizeAspectFill")
}
