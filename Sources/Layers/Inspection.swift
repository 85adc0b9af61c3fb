import Animation
import Geometry

/// The presentation tree as `loaderanim inspect` prints it, as a value a JSON encoder
/// writes (this module has no encoder of its own):
///
///     {"scene": NAME, "time": T, "layers": [LAYER...]}
///     LAYER = {"name": ..., "type": "Layer"|"ShapeLayer"|"GradientLayer",
///              "properties": {KEYPATH: VALUE...}, "sublayers": [LAYER...], "mask": LAYER|null}
///
/// Properties are presentation values keyed by key path: numbers as numbers (null when not
/// finite), points [x, y], rects [x, y, w, h], colors "#RRGGBBAA", paths
/// {"bounds": [x, y, w, h], "length": L}, and transforms (transform, sublayerTransform) as
/// their nine key paths each (rotation, scale and translation in x, y and z).
public struct InspectedTree: Encodable, Sendable {
    public let scene: String
    public let time: InspectedValue
    public let layers: [InspectedLayer]
}

extension PresentationTree {
    public func inspection(scene: String) -> InspectedTree {
        InspectedTree(scene: scene, time: .number(time), layers: root.sublayers.map(\.inspection))
    }
}

public struct InspectedLayer: Encodable, Sendable {
    public let name: String
    public let type: String
    /// Key path and value of every property the layer's class has (but its name), in the
    /// key path table's order, then its custom properties by name.
    public let properties: [(key: String, value: InspectedValue)]
    public let sublayers: [InspectedLayer]
    /// The mask, held in an array because a struct cannot hold itself.
    private let masks: [InspectedLayer]
    public var mask: InspectedLayer? { masks.first }

    init(_ layer: PresentationLayer) {
        name = layer.name
        type = layer.kind.rawValue
        properties = layer.inspectedProperties
        sublayers = layer.sublayers.map(\.inspection)
        masks = layer.mask.map { [$0.inspection] } ?? []
    }

    private enum CodingKeys: String, CodingKey { case name, type, properties, sublayers, mask }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        var fields = container.nestedContainer(keyedBy: PropertyKey.self, forKey: .properties)
        for (key, value) in properties { try fields.encode(value, forKey: PropertyKey(stringValue: key)) }
        try container.encode(sublayers, forKey: .sublayers)
        if let mask { try container.encode(mask, forKey: .mask) } else { try container.encodeNil(forKey: .mask) }
    }

    private struct PropertyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}

extension PresentationLayer {
    /// This layer as inspection shows it.
    public var inspection: InspectedLayer { InspectedLayer(self) }

    var inspectedProperties: [(key: String, value: InspectedValue)] {
        var result: [(String, InspectedValue)] = []
        for property in LayerProperty.all.filter({ $0.belongs(to: kind) && $0 != .name }) + properties.customProperties {
            let value = properties[property]
            if case .transform(let t) = value {
                result += [("rotation.z", t.rotationZ), ("scale.x", t.scaleX), ("scale.y", t.scaleY),
                           ("translation.x", t.translationX), ("translation.y", t.translationY),
                           ("rotation.x", t.rotationX), ("rotation.y", t.rotationY), ("scale.z", t.scaleZ),
                           ("translation.z", t.translationZ)]
                    .map { ("\(property.name).\($0.0)", .number($0.1)) }
            } else {
                result.append((property.name, InspectedValue(value)))
            }
        }
        return result
    }
}

extension LayerProperty {
    /// What each property Core Animation lets real code set to nil holds at nil, in
    /// inspection's JSON shapes, by key path: the preview page shows "none" for a property
    /// at this value (a nil shadowPath is otherwise an empty path's bounds and length, and
    /// no contents an empty string), as Xcode's debugger shows nil.
    public static var inspectedNilValues: [String: InspectedValue] {
        Dictionary(uniqueKeysWithValues: all.compactMap { property in property.nilValue.map { (property.name, InspectedValue($0)) } })
    }
}

/// A property value in the few JSON shapes inspection uses.
public enum InspectedValue: Encodable, Equatable, Sendable {
    case number(Double)
    case numbers([Double])
    case string(String)
    case strings([String])
    case bool(Bool)
    case path(bounds: [Double], length: Double)

    init(_ value: AnimationValue) {
        switch value {
        case .number(let v): self = .number(v)
        case .point(let p): self = .numbers([p.x, p.y])
        case .size(let s): self = .numbers([s.width, s.height])
        case .rect(let r): self = .numbers([r.origin.x, r.origin.y, r.width, r.height])
        case .color(let c): self = .string(c.hexString)
        case .colors(let list): self = .strings(list.map(\.hexString))
        case .numbers(let list): self = .numbers(list)
        case .transform(let t): self = .numbers([t.translationX, t.translationY, t.rotationZ, t.scaleX, t.scaleY, t.skew])
        case .path(let p):
            self = .path(bounds: p.boundingBox.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [0, 0, 0, 0], length: p.length)
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        }
    }

    private enum PathKeys: String, CodingKey { case bounds, length }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let v):
            var container = encoder.singleValueContainer()
            try Self.encode(v, in: &container)
        case .numbers(let list):
            try Self.encode(list, in: encoder)
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        case .strings(let list):
            var container = encoder.singleValueContainer()
            try container.encode(list)
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .path(let bounds, let length):
            var container = encoder.container(keyedBy: PathKeys.self)
            try Self.encode(bounds, in: container.superEncoder(forKey: .bounds))
            var single = container.superEncoder(forKey: .length).singleValueContainer()
            try Self.encode(length, in: &single)
        }
    }

    /// A number, or null when it is not finite (JSON has no NaN or infinity).
    private static func encode(_ v: Double, in container: inout any SingleValueEncodingContainer) throws {
        if v.isFinite { try container.encode(v) } else { try container.encodeNil() }
    }

    private static func encode(_ list: [Double], in encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for v in list {
            if v.isFinite { try container.encode(v) } else { try container.encodeNil() }
        }
    }
}
