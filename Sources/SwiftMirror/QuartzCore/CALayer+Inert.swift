@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// CAMediaTiming: the timing CALayer and CAAnimation share.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CALayer: CAMediaTiming {}
extension CAAnimation: CAMediaTiming {}

/// CACornerMask: which corners cornerRadius rounds (maskedCorners).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// CAEdgeAntialiasingMask: which edges allowsEdgeAntialiasing smooths.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The transaction key of a layer's transition action (`action(forKey: kCATransition)`).
public let kCATransition = "transition"

/// What the engine has no key for: the properties keep what was set (kept by the layer,
/// not animatable); those with a visual effect the renderer does not draw warn when set to
/// anything but their default.
extension CALayer {
    private func kept<T>(_ key: String, _ initial: T) -> T { keptValues[key] as? T ?? initial }

    public var contentsRect: CGRect {
        get { kept("contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set {
            keptValues["contentsRect"] = newValue
            if newValue != CGRect(x: 0, y: 0, width: 1, height: 1) { MirrorDiagnostics.warnNotDrawn("CALayer.contentsRect") }
        }
    }
    public var contentsCenter: CGRect {
        get { kept("contentsCenter", CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set {
            keptValues["contentsCenter"] = newValue
            if newValue != CGRect(x: 0, y: 0, width: 1, height: 1) { MirrorDiagnostics.warnNotDrawn("CALayer.contentsCenter") }
        }
    }
    public var maskedCorners: CACornerMask {
        get { kept("maskedCorners", CACornerMask(rawValue: 15)) }
        set {
            keptValues["maskedCorners"] = newValue
            if newValue.rawValue & 15 != 15 { MirrorDiagnostics.warnNotDrawn("CALayer.maskedCorners") }
        }
    }
    public var cornerCurve: CALayerCornerCurve {
        get { kept("cornerCurve", .circular) }
        set {
            keptValues["cornerCurve"] = newValue
            if newValue != .circular { MirrorDiagnostics.warnNotDrawn("CALayer.cornerCurve") }
        }
    }
    public var isGeometryFlipped: Bool {
        get { kept("isGeometryFlipped", false) }
        set {
            keptValues["isGeometryFlipped"] = newValue
            if newValue { MirrorDiagnostics.warnNotDrawn("CALayer.isGeometryFlipped") }
        }
    }
    public var allowsGroupOpacity: Bool {
        get { kept("allowsGroupOpacity", true) }
        set {
            keptValues["allowsGroupOpacity"] = newValue
            if !newValue { MirrorDiagnostics.warnNotDrawn("CALayer.allowsGroupOpacity") }
        }
    }
    public var filters: [Any]? {
        get { kept("filters", nil) }
        set {
            keptValues["filters"] = newValue
            if newValue?.isEmpty == false { MirrorDiagnostics.warnNotDrawn("CALayer.filters") }
        }
    }
    public var backgroundFilters: [Any]? {
        get { kept("backgroundFilters", nil) }
        set {
            keptValues["backgroundFilters"] = newValue
            if newValue?.isEmpty == false { MirrorDiagnostics.warnNotDrawn("CALayer.backgroundFilters") }
        }
    }
    public var compositingFilter: Any? {
        get { keptValues["compositingFilter"] }
        set {
            keptValues["compositingFilter"] = newValue
            if newValue != nil { MirrorDiagnostics.warnNotDrawn("CALayer.compositingFilter") }
        }
    }
    /// Images are drawn smoothly, scaled up or down: `.nearest` (pixel art) is warned.
    public var magnificationFilter: CALayerContentsFilter {
        get { kept("magnificationFilter", .linear) }
        set {
            keptValues["magnificationFilter"] = newValue
            if newValue == .nearest { MirrorDiagnostics.warnNotDrawn("CALayer.magnificationFilter") }
        }
    }
    public var minificationFilter: CALayerContentsFilter {
        get { kept("minificationFilter", .linear) }
        set {
            keptValues["minificationFilter"] = newValue
            if newValue == .nearest { MirrorDiagnostics.warnNotDrawn("CALayer.minificationFilter") }
        }
    }

    /// Whether `p` (in the layer's space) is inside its bounds, as CALayer answers.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer under `p` (in the superlayer's space): sublayers front to
    /// back, then the layer itself; a layer masking to its bounds hides what is outside them.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(toSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The time on `layer`'s clock (nil: the scene clock) for a time on this layer's.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard layer == nil else { return t }
        let now = CACurrentMediaTime()
        return now + (t - convertTime(now, from: nil))
    }

    // MARK: Inert
    public var contentsFormat: CALayerContentsFormat { get { kept("contentsFormat", .RGBA8Uint) } set { keptValues["contentsFormat"] = newValue } }
    public var minificationFilterBias: Float { get { kept("minificationFilterBias", 0) } set { keptValues["minificationFilterBias"] = newValue } }
    public var drawsAsynchronously: Bool { get { kept("drawsAsynchronously", false) } set { keptValues["drawsAsynchronously"] = newValue } }
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask { get { kept("edgeAntialiasingMask", CAEdgeAntialiasingMask(rawValue: 15)) } set { keptValues["edgeAntialiasingMask"] = newValue } }
    public var style: [AnyHashable: Any]? { get { kept("style", nil) } set { keptValues["style"] = newValue } }
    public var wantsDynamicContentScaling: Bool { get { kept("wantsDynamicContentScaling", false) } set { keptValues["wantsDynamicContentScaling"] = newValue } }
    public var wantsExtendedDynamicRangeContent: Bool { get { kept("wantsExtendedDynamicRangeContent", false) } set { keptValues["wantsExtendedDynamicRangeContent"] = newValue } }
    public var visibleRect: CGRect { bounds }
    public func contentsAreFlipped() -> Bool { false }
    public func preferredFrameSize() -> CGSize { bounds.size }
    public func scroll(_ p: CGPoint) {}
    public func scrollRectToVisible(_ r: CGRect) {}
    public func shouldArchiveValue(forKey key: String) -> Bool { true }
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { curve == .continuous ? 1.528665 : 1 }
}
