import Animation
import Geometry

/// The layer classes (CALayer, CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CATextLayer).
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
    case layer = "Layer"
    case shape = "ShapeLayer"
    case gradient = "GradientLayer"
    case replicator = "ReplicatorLayer"
    case text = "TextLayer"
}

/// One stored property of a layer, described once: its name (the key path), the kind and
/// default of its value (Apple's defaults), the layer class that introduces it, whether it
/// animates, the values it may take and what Core Animation's nil means for it. The
/// key-path parser, the store, `inspect` and the Lua bridge read these descriptions and
/// nothing else; a new property is one entry in the table below. Key paths with a component
/// (`transform.rotation.z`, `bounds.size.width`) reach into these; see `PropertyKeyPath`.
///
/// Properties are identified by name, so a property made elsewhere with a built-in's name
/// is that property.
public struct LayerProperty: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Apple's default. A nil color (no fill, no background) is `clear`; a nil path the empty
    /// path; nil locations and dash patterns the empty array; no contents "".
    public let defaultValue: AnimationValue
    /// The layer class that introduces the property (`.layer` ones every layer has).
    public let owner: LayerKind
    /// Whether explicit animations may target it and model changes animate implicitly.
    /// Names, choices, image files and a layer's own timing do not animate.
    public let isAnimatable: Bool
    /// The accepted values of a property that names one of a few choices.
    public let choices: [String]?
    /// What Core Animation's nil means for the property, for those real code sets to nil
    /// (`fillColor = nil` paints no fill, `path = nil` draws nothing); nil for the rest,
    /// which have no "none" (a nil number is an error).
    public let nilValue: AnimationValue?
    /// The least a number, or each number of a list, may be (line widths, dash lengths).
    public let minimum: Double?
    /// The most a number may be (instanceCount).
    public let maximum: Double?
    /// A value of the property that loaderanim refuses, and why (preservesDepth = true).
    public let unsupported: (value: AnimationValue, reason: String)?
    /// Takes infinity (a layer's repeatCount repeats forever); other numbers must be finite.
    public let allowsInfinity: Bool

    init(_ name: String, _ defaultValue: AnimationValue, on owner: LayerKind = .layer, animatable: Bool = true,
         choices: [String]? = nil, nilValue: AnimationValue? = nil, minimum: Double? = nil, maximum: Double? = nil,
         unsupported: (value: AnimationValue, reason: String)? = nil, allowsInfinity: Bool = false) {
        self.name = name
        self.defaultValue = defaultValue
        self.owner = owner
        self.isAnimatable = animatable
        self.choices = choices
        self.nilValue = nilValue
        self.minimum = minimum
        self.maximum = maximum
        self.unsupported = unsupported
        self.allowsInfinity = allowsInfinity
    }

    public static func == (a: LayerProperty, b: LayerProperty) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    public var kind: AnimationValue.Kind { defaultValue.kind }

    /// One of Core Animation's own, not a scene's custom property (UIKit's animate blocks
    /// animate only these).
    public var isBuiltIn: Bool { PropertyKeyPath.table[name] != nil }

    public func belongs(to kind: LayerKind) -> Bool { owner == .layer || owner == kind }

    /// Checks a value that already has the right kind against the property's own rules.
    /// The most elements one path property may hold (a ring is a few dozen; a dense wave a
    /// few thousand): more is a runaway loop, refused when set.
    public static let maxPathElements = 100_000
    /// The most characters a text layer's string may hold: a loader's label is a few words.
    public static let maxTextLength = 10_000

    func validate(_ value: AnimationValue) throws(LayerError) {
        func invalid(_ reason: String) -> LayerError { .invalidValue(keyPath: name, reason: reason) }
        if allowsInfinity, let v = value.number, v == .infinity {
        } else if !value.isFinite {
            throw invalid("\(value) has a number that is not finite")
        }
        if let choices, let text = value.string, !choices.contains(text) {
            let hint = nearestName(to: text, in: choices).map { ": did you mean \($0)?" } ?? ""
            throw invalid("\"\(text)\" is not one of \(choices.joined(separator: ", "))\(hint)")
        }
        if let unsupported, value == unsupported.value { throw invalid(unsupported.reason) }
        if let maximum, let v = value.number, v > maximum { throw invalid("\(v) is above the limit of \(Int(maximum))") }
        if let path = value.path, path.elements.count > Self.maxPathElements {
            throw .overBudget("\(name): a path of \(Stage.count(Double(path.elements.count))) elements, over the limit of "
                + "\(Stage.count(Double(Self.maxPathElements)))")
        }
        if let text = value.string, self == .string, text.count > Self.maxTextLength {
            throw .overBudget("string: \(Stage.count(Double(text.count))) characters, over the limit of "
                + "\(Stage.count(Double(Self.maxTextLength))) for a text layer")
        }
        guard let minimum else { return }
        if let v = value.number, v < minimum { throw invalid("\(v) is negative") }
        if value.numbers?.contains(where: { $0 < minimum }) == true { throw invalid("dash lengths cannot be negative") }
    }
}

// MARK: The table

extension LayerProperty {
    private static let none = AnimationValue.color(.clear)

    // CALayer
    public static let bounds = LayerProperty("bounds", .rect(.zero))
    public static let position = LayerProperty("position", .point(.zero))
    public static let anchorPoint = LayerProperty("anchorPoint", .point(Point(x: 0.5, y: 0.5)))
    public static let transform = LayerProperty("transform", .transform(.identity))
    public static let sublayerTransform = LayerProperty("sublayerTransform", .transform(.identity))
    /// Depth (docs/core-animation.md#transforms-in-3d): zPosition orders siblings and moves
    /// the layer along z; anchorPointZ is the anchor's z; a layer that is not doubleSided is
    /// not drawn while its back faces the viewer.
    public static let zPosition = LayerProperty("zPosition", .number(0))
    public static let anchorPointZ = LayerProperty("anchorPointZ", .number(0))
    public static let doubleSided = LayerProperty("doubleSided", .bool(true), animatable: false)
    public static let opacity = LayerProperty("opacity", .number(1))
    public static let hidden = LayerProperty("hidden", .bool(false))
    public static let backgroundColor = LayerProperty("backgroundColor", none, nilValue: none)
    public static let cornerRadius = LayerProperty("cornerRadius", .number(0))
    public static let masksToBounds = LayerProperty("masksToBounds", .bool(false))
    /// The border (docs/core-animation.md#borders): a band `borderWidth` wide inside the
    /// bounds, following cornerRadius, over the contents and sublayers. Apple's defaults: 0
    /// wide (none) and opaque black, a color, not nil, so a width alone draws a black border.
    public static let borderWidth = LayerProperty("borderWidth", .number(0), minimum: 0)
    public static let borderColor = LayerProperty("borderColor", .color(.black))
    public static let name = LayerProperty("name", .string(""), animatable: false, nilValue: .string(""))
    public static let contents = LayerProperty("contents", .string(""), animatable: false, nilValue: .string(""))
    public static let contentsGravity = LayerProperty("contentsGravity", .string("resize"), animatable: false, choices: [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
        "resize", "resizeAspect", "resizeAspectFill",
    ])
    public static let beginTime = LayerProperty("beginTime", .number(0), animatable: false)
    public static let speed = LayerProperty("speed", .number(1), animatable: false)
    public static let timeOffset = LayerProperty("timeOffset", .number(0), animatable: false)
    /// The rest of a layer's CAMediaTiming (docs/core-animation.md#layer-timing). A layer's
    /// duration 0 (the default) means its time runs on for ever, with no cycles.
    public static let duration = LayerProperty("duration", .number(0), animatable: false, minimum: 0)
    public static let repeatCount = LayerProperty("repeatCount", .number(0), animatable: false, minimum: 0,
                                                  allowsInfinity: true)
    public static let repeatDuration = LayerProperty("repeatDuration", .number(0), animatable: false, minimum: 0,
                                                     allowsInfinity: true)
    public static let autoreverses = LayerProperty("autoreverses", .bool(false), animatable: false)
    public static let fillMode = LayerProperty("fillMode", .string("removed"), animatable: false,
                                               choices: FillMode.allCases.map(\.rawValue))
    /// The shadow (docs/core-animation.md#shadows): none until shadowOpacity rises above 0.
    /// shadowOffset is in the layer's own space, y down: the default (0, -3) casts it 3
    /// points up, as on iOS. An empty shadowPath (nil) means the layer's own alpha casts it.
    public static let shadowColor = LayerProperty("shadowColor", .color(.black))
    public static let shadowOpacity = LayerProperty("shadowOpacity", .number(0))
    public static let shadowOffset = LayerProperty("shadowOffset", .size(Size(width: 0, height: -3)))
    public static let shadowRadius = LayerProperty("shadowRadius", .number(3), minimum: 0)
    public static let shadowPath = LayerProperty("shadowPath", .path(Path()), nilValue: .path(Path()))

    // CAShapeLayer
    public static let path = LayerProperty("path", .path(Path()), on: .shape, nilValue: .path(Path()))
    public static let fillColor = LayerProperty("fillColor", .color(.black), on: .shape, nilValue: none)
    public static let fillRule = LayerProperty("fillRule", .string("nonZero"), on: .shape, animatable: false,
                                               choices: ["nonZero", "evenOdd"])
    public static let strokeColor = LayerProperty("strokeColor", none, on: .shape, nilValue: none)
    public static let lineWidth = LayerProperty("lineWidth", .number(1), on: .shape, minimum: 0)
    public static let lineCap = LayerProperty("lineCap", .string("butt"), on: .shape, animatable: false,
                                              choices: ["butt", "round", "square"])
    public static let lineJoin = LayerProperty("lineJoin", .string("miter"), on: .shape, animatable: false,
                                               choices: ["miter", "round", "bevel"])
    public static let miterLimit = LayerProperty("miterLimit", .number(10), on: .shape, minimum: 0)
    public static let lineDashPattern = LayerProperty("lineDashPattern", .numbers([]), on: .shape, nilValue: .numbers([]),
                                                      minimum: 0)
    public static let lineDashPhase = LayerProperty("lineDashPhase", .number(0), on: .shape)
    public static let strokeStart = LayerProperty("strokeStart", .number(0), on: .shape)
    public static let strokeEnd = LayerProperty("strokeEnd", .number(1), on: .shape)

    // CAGradientLayer
    public static let colors = LayerProperty("colors", .colors([]), on: .gradient, nilValue: .colors([]))
    public static let locations = LayerProperty("locations", .numbers([]), on: .gradient, nilValue: .numbers([]))
    public static let startPoint = LayerProperty("startPoint", .point(Point(x: 0.5, y: 0)), on: .gradient)
    public static let endPoint = LayerProperty("endPoint", .point(Point(x: 0.5, y: 1)), on: .gradient)
    public static let type = LayerProperty("type", .string("axial"), on: .gradient, animatable: false,
                                           choices: ["axial", "radial", "conic"])

    // CAReplicatorLayer (docs/core-animation.md#replicators)
    /// The most copies one replicator draws: far beyond any loader (a ring has 8 to 30), and
    /// low enough that a runaway value fails with a message instead of exhausting memory.
    public static let maxInstanceCount = 10_000
    public static let instanceCount = LayerProperty("instanceCount", .number(1), on: .replicator, minimum: 0,
                                                    maximum: Double(maxInstanceCount))
    public static let instanceDelay = LayerProperty("instanceDelay", .number(0), on: .replicator)
    public static let instanceTransform = LayerProperty("instanceTransform", .transform(.identity), on: .replicator)
    public static let instanceColor = LayerProperty("instanceColor", .color(.white), on: .replicator)
    public static let instanceRedOffset = LayerProperty("instanceRedOffset", .number(0), on: .replicator)
    public static let instanceGreenOffset = LayerProperty("instanceGreenOffset", .number(0), on: .replicator)
    public static let instanceBlueOffset = LayerProperty("instanceBlueOffset", .number(0), on: .replicator)
    public static let instanceAlphaOffset = LayerProperty("instanceAlphaOffset", .number(0), on: .replicator)
    public static let preservesDepth = LayerProperty("preservesDepth", .bool(false), on: .replicator, animatable: false,
                                                     unsupported: (.bool(true), "true is not supported: loaderanim draws "
                                                         + "in 2D, so a replicator flattens its instances into its plane"))

    // CATextLayer (its defaults: 36 points, opaque white, natural alignment, one line, no ellipsis)
    public static let string = LayerProperty("string", .string(""), on: .text, animatable: false, nilValue: .string(""))
    /// Any name: one not in `TextFont.names` draws in the nearest pinned face, with a
    /// warning from the front end (a loader from real code must render).
    public static let font = LayerProperty("font", .string("Helvetica"), on: .text, animatable: false)
    public static let fontSize = LayerProperty("fontSize", .number(36), on: .text, minimum: 0)
    public static let foregroundColor = LayerProperty("foregroundColor", .color(.white), on: .text)
    public static let alignmentMode = LayerProperty("alignmentMode", .string("natural"), on: .text, animatable: false,
                                                    choices: ["natural", "left", "right", "center", "justified"])
    public static let isWrapped = LayerProperty("isWrapped", .bool(false), on: .text, animatable: false)
    public static let truncationMode = LayerProperty("truncationMode", .string("none"), on: .text, animatable: false,
                                                     choices: ["none", "start", "end", "middle"])

    /// Every property above, in the order `inspect` lists them.
    public static let all: [LayerProperty] = [
        bounds, position, anchorPoint, transform, sublayerTransform, opacity, hidden, backgroundColor, cornerRadius, masksToBounds,
        borderWidth, borderColor,
        zPosition, anchorPointZ, doubleSided,
        name, contents, contentsGravity, beginTime, speed, timeOffset, duration, repeatCount, repeatDuration, autoreverses,
        fillMode,
        shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath,
        path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern,
        lineDashPhase, strokeStart, strokeEnd,
        colors, locations, startPoint, endPoint, type,
        instanceCount, instanceDelay, instanceTransform, instanceColor, instanceRedOffset, instanceGreenOffset,
        instanceBlueOffset, instanceAlphaOffset, preservesDepth,
        string, font, fontSize, foregroundColor, alignmentMode, isWrapped, truncationMode,
    ]
}
