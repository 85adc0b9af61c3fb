import Animation
import Geometry

/// A resolved key path: a stored property, and optionally a component reached into
/// (`transform.rotation.z` is `transform` + `rotation.z`). Parsing is a table lookup.
public struct PropertyKeyPath: Hashable, Sendable, CustomStringConvertible {
    public let property: LayerProperty
    public let component: Component?

    public var description: String { component.map { "\(property.name).\($0.rawValue)" } ?? property.name }

    /// The kind of value the key path takes.
    public var kind: AnimationValue.Kind { component?.kind ?? property.kind }

    /// The parts of compound values that key paths name, as Core Animation's KVC does.
    public enum Component: String, Hashable, Sendable, CaseIterable {
        case x, y, width, height
        case origin, size, originX = "origin.x", originY = "origin.y", sizeWidth = "size.width", sizeHeight = "size.height"
        case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
        case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scaleXY = "scale.xy"
        case translation, translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"

        /// The compound kind the component belongs to.
        var parent: AnimationValue.Kind {
            switch self {
            case .x, .y: .point
            case .width, .height: .size
            case .origin, .size, .originX, .originY, .sizeWidth, .sizeHeight: .rect
            default: .transform
            }
        }

        /// A scale of a transform, which concatenating multiplies.
        var scalesTransform: Bool { [.scale, .scaleX, .scaleY, .scaleZ, .scaleXY].contains(self) }

        public var kind: AnimationValue.Kind {
            switch self {
            case .origin: .point
            case .size, .translation: .size
            default: .number
            }
        }

        /// The component's value inside `whole`. `transform.scale` and `transform.scale.xy`
        /// read as the mean of the x and y scales (Core Animation's KVC averages x, y and z
        /// for the first; z stays 1 in a flat loader, and reading the z scale in would halve
        /// a 2D scale's change).
        func get(from whole: AnimationValue) -> AnimationValue {
            switch (self, whole) {
            case (.x, .point(let p)): .number(p.x)
            case (.y, .point(let p)): .number(p.y)
            case (.width, .size(let s)): .number(s.width)
            case (.height, .size(let s)): .number(s.height)
            case (.origin, .rect(let r)): .point(r.origin)
            case (.size, .rect(let r)): .size(r.size)
            case (.originX, .rect(let r)): .number(r.origin.x)
            case (.originY, .rect(let r)): .number(r.origin.y)
            case (.sizeWidth, .rect(let r)): .number(r.width)
            case (.sizeHeight, .rect(let r)): .number(r.height)
            case (.rotation, .transform(let t)), (.rotationZ, .transform(let t)): .number(t.rotationZ)
            case (.rotationX, .transform(let t)): .number(t.rotationX)
            case (.rotationY, .transform(let t)): .number(t.rotationY)
            case (.translationZ, .transform(let t)): .number(t.translationZ)
            case (.scale, .transform(let t)), (.scaleXY, .transform(let t)): .number((t.scaleX + t.scaleY) / 2)
            case (.scaleX, .transform(let t)): .number(t.scaleX)
            case (.scaleY, .transform(let t)): .number(t.scaleY)
            case (.scaleZ, .transform(let t)): .number(t.scaleZ)
            case (.translation, .transform(let t)): .size(Size(width: t.translationX, height: t.translationY))
            case (.translationX, .transform(let t)): .number(t.translationX)
            case (.translationY, .transform(let t)): .number(t.translationY)
            default: preconditionFailure("\(rawValue) is not a component of \(whole.kind)")
            }
        }

        /// `whole` with the component replaced by `part` (of the component's kind).
        func set(_ part: AnimationValue, in whole: AnimationValue) -> AnimationValue {
            switch (self, whole, part) {
            case (.x, .point(var p), .number(let v)): p.x = v; return .point(p)
            case (.y, .point(var p), .number(let v)): p.y = v; return .point(p)
            case (.width, .size(var s), .number(let v)): s.width = v; return .size(s)
            case (.height, .size(var s), .number(let v)): s.height = v; return .size(s)
            case (.origin, .rect(var r), .point(let v)): r.origin = v; return .rect(r)
            case (.size, .rect(var r), .size(let v)): r.size = v; return .rect(r)
            case (.originX, .rect(var r), .number(let v)): r.origin.x = v; return .rect(r)
            case (.originY, .rect(var r), .number(let v)): r.origin.y = v; return .rect(r)
            case (.sizeWidth, .rect(var r), .number(let v)): r.size.width = v; return .rect(r)
            case (.sizeHeight, .rect(var r), .number(let v)): r.size.height = v; return .rect(r)
            case (.rotation, .transform(var t), .number(let v)), (.rotationZ, .transform(var t), .number(let v)):
                t.rotationZ = v; return .transform(t)
            case (.rotationX, .transform(var t), .number(let v)): t.rotationX = v; return .transform(t)
            case (.rotationY, .transform(var t), .number(let v)): t.rotationY = v; return .transform(t)
            case (.translationZ, .transform(var t), .number(let v)): t.translationZ = v; return .transform(t)
            case (.scale, .transform(var t), .number(let v)): t.scaleX = v; t.scaleY = v; t.scaleZ = v; return .transform(t)
            case (.scaleXY, .transform(var t), .number(let v)): t.scaleX = v; t.scaleY = v; return .transform(t)
            case (.scaleX, .transform(var t), .number(let v)): t.scaleX = v; return .transform(t)
            case (.scaleY, .transform(var t), .number(let v)): t.scaleY = v; return .transform(t)
            case (.scaleZ, .transform(var t), .number(let v)): t.scaleZ = v; return .transform(t)
            case (.translation, .transform(var t), .size(let v)):
                t.translationX = v.width; t.translationY = v.height; return .transform(t)
            case (.translationX, .transform(var t), .number(let v)): t.translationX = v; return .transform(t)
            case (.translationY, .transform(var t), .number(let v)): t.translationY = v; return .transform(t)
            default: preconditionFailure("cannot set \(rawValue) of \(whole.kind) to \(part.kind)")
            }
        }
    }

    /// Every key path a layer of any class accepts, by name.
    static let table: [String: PropertyKeyPath] = {
        var table: [String: PropertyKeyPath] = [:]
        for property in LayerProperty.all {
            table[property.name] = PropertyKeyPath(property: property, component: nil)
            for component in Component.allCases where component.parent == property.kind {
                table["\(property.name).\(component.rawValue)"] = PropertyKeyPath(property: property, component: component)
            }
        }
        return table
    }()

    /// Every key path any layer class accepts (`frame` aside: the stage derives it), sorted.
    public static var names: [String] { table.keys.sorted() }

    /// Resolves `text` for a layer of class `kind`.
    public init(_ text: String, for kind: LayerKind) throws(LayerError) {
        guard let found = Self.table[text] else {
            throw .unknownKeyPath(text, suggestion: Self.suggestion(for: text, kind: kind))
        }
        guard found.property.belongs(to: kind) else {
            throw .wrongLayerKind(keyPath: text, owner: found.property.owner, layer: kind)
        }
        self = found
    }

    init(property: LayerProperty, component: Component?) {
        self.property = property
        self.component = component
    }

    /// The known key path nearest to a misspelling, if one is near enough to be a typo.
    static func suggestion(for text: String, kind: LayerKind) -> String? {
        nearestName(to: text, in: table.filter { $0.value.property.belongs(to: kind) }.keys + ["frame"])
    }

    /// Checks that `value` fits the key path (its kind and the property's rules).
    public func validate(_ value: AnimationValue) throws(LayerError) {
        guard value.kind == kind else {
            throw .wrongValueKind(keyPath: description, expected: kind, got: value.kind)
        }
        if component == nil {
            try property.validate(value)
        } else if !value.isFinite {
            throw .invalidValue(keyPath: description, reason: "\(value) has a number that is not finite")
        }
    }
}
