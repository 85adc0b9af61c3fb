import Animation
import Geometry

/// The three layer classes (CALayer, CAShapeLayer, CAGradientLayer).
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
    case layer = "Layer"
    case shape = "ShapeLayer"
    case gradient = "GradientLayer"
}

/// Every stored property of a layer: the one table that knows each property's value kind,
/// Apple's default, which layer class has it and whether it animates. Key paths
/// (`transform.rotation.z`, `bounds.size.width`) reach into these; see `PropertyKeyPath`.
public enum LayerProperty: String, Hashable, Sendable, CaseIterable {
    // CALayer
    case bounds, position, anchorPoint, transform, opacity, hidden, backgroundColor
    case cornerRadius, masksToBounds, name, contents, contentsGravity
    case beginTime, speed, timeOffset
    // CAShapeLayer
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint, type

    /// The layer class that introduces the property (`.layer` ones every layer has).
    public var owner: LayerKind {
        switch self {
        case .path, .fillColor, .fillRule, .strokeColor, .lineWidth, .lineCap, .lineJoin, .miterLimit,
             .lineDashPattern, .lineDashPhase, .strokeStart, .strokeEnd:
            .shape
        case .colors, .locations, .startPoint, .endPoint, .type:
            .gradient
        default:
            .layer
        }
    }

    public func belongs(to kind: LayerKind) -> Bool { owner == .layer || owner == kind }

    public var kind: AnimationValue.Kind { defaultValue.kind }

    /// Apple's defaults. A nil color (no fill, no background) is `clear`; a nil path the
    /// empty path; nil locations and dash patterns the empty array; no contents "".
    public var defaultValue: AnimationValue {
        switch self {
        case .bounds: .rect(.zero)
        case .position: .point(.zero)
        case .anchorPoint: .point(Point(x: 0.5, y: 0.5))
        case .transform: .transform(.identity)
        case .opacity: .number(1)
        case .hidden, .masksToBounds: .bool(false)
        case .backgroundColor, .strokeColor: .color(.clear)
        case .cornerRadius, .beginTime, .timeOffset, .lineDashPhase, .strokeStart: .number(0)
        case .speed, .lineWidth, .strokeEnd: .number(1)
        case .name, .contents: .string("")
        case .contentsGravity: .string("resize")
        case .path: .path(Path())
        case .fillColor: .color(.black)
        case .fillRule: .string("nonZero")
        case .lineCap: .string("butt")
        case .lineJoin: .string("miter")
        case .miterLimit: .number(10)
        case .lineDashPattern, .locations: .numbers([])
        case .colors: .colors([])
        case .startPoint: .point(Point(x: 0.5, y: 0))
        case .endPoint: .point(Point(x: 0.5, y: 1))
        case .type: .string("axial")
        }
    }

    /// What Core Animation's nil means for the property, for the properties real code sets
    /// to nil (`fillColor = nil` paints no fill, `path = nil` draws nothing): nil for the
    /// rest, which have no "none" in Core Animation (a nil number is an error).
    public var nilValue: AnimationValue? {
        switch self {
        case .backgroundColor, .fillColor, .strokeColor: .color(.clear)
        case .path: .path(Path())
        case .name, .contents: .string("")
        case .lineDashPattern, .locations: .numbers([])
        case .colors: .colors([])
        default: nil
        }
    }

    /// Whether explicit animations may target it and model changes animate implicitly.
    /// Names, choices, image files and a layer's own timing do not animate.
    public var isAnimatable: Bool {
        switch self {
        case .name, .contents, .contentsGravity, .fillRule, .lineCap, .lineJoin, .type,
             .beginTime, .speed, .timeOffset:
            false
        default:
            true
        }
    }

    /// The accepted values of a property that names one of a few choices.
    public var choices: [String]? {
        switch self {
        case .contentsGravity:
            ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
             "resize", "resizeAspect", "resizeAspectFill"]
        case .fillRule: ["nonZero", "evenOdd"]
        case .lineCap: ["butt", "round", "square"]
        case .lineJoin: ["miter", "round", "bevel"]
        case .type: ["axial", "radial", "conic"]
        default: nil
        }
    }

    /// Checks a value that already has the right kind against the property's own rules.
    func validate(_ value: AnimationValue) throws(LayerError) {
        func invalid(_ reason: String) -> LayerError { .invalidValue(keyPath: rawValue, reason: reason) }
        guard value.isFinite else { throw invalid("\(value) has a number that is not finite") }
        if let choices, let text = value.string, !choices.contains(text) {
            throw invalid("\"\(text)\" is not one of \(choices.joined(separator: ", "))")
        }
        if self == .lineDashPattern, value.numbers?.contains(where: { $0 < 0 }) == true {
            throw invalid("dash lengths cannot be negative")
        }
        if self == .lineWidth || self == .miterLimit, let v = value.number, v < 0 {
            throw invalid("\(v) is negative")
        }
    }
}
