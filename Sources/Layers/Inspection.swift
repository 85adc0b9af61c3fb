import Animation
import Geometry

/// The presentation tree as `loaderanim inspect` prints it:
///
///     {"scene": NAME, "time": T, "layers": [LAYER...]}
///     LAYER = {"name": ..., "type": "Layer"|"ShapeLayer"|"GradientLayer",
///              "properties": {KEYPATH: VALUE...}, "sublayers": [LAYER...], "mask": LAYER|null}
///
/// Properties are presentation values keyed by key path, in the key path table's order:
/// numbers as numbers, points [x, y], rects [x, y, w, h], colors "#RRGGBBAA", paths
/// {"bounds": [x, y, w, h], "length": L}, and the transform as its five key paths. The
/// text is the same, byte for byte, for the same tree.
extension PresentationTree {
    public func inspectionJSON(scene: String) -> String {
        "{\"scene\": \(JSONText.string(scene)), \"time\": \(JSONText.number(time)), \"layers\": ["
            + root.sublayers.map(\.inspectionJSON).joined(separator: ", ") + "]}"
    }
}

extension PresentationLayer {
    /// This layer as one JSON object.
    public var inspectionJSON: String {
        let properties = inspectedProperties.map { "\(JSONText.string($0.key)): \($0.value)" }.joined(separator: ", ")
        return "{\"name\": \(JSONText.string(name)), \"type\": \(JSONText.string(kind.rawValue)), "
            + "\"properties\": {\(properties)}, "
            + "\"sublayers\": [\(sublayers.map(\.inspectionJSON).joined(separator: ", "))], "
            + "\"mask\": \(mask?.inspectionJSON ?? "null")}"
    }

    /// Key path and JSON value of every property the layer's class has (but its name).
    public var inspectedProperties: [(key: String, value: String)] {
        var result: [(String, String)] = []
        for property in LayerProperty.all where property.belongs(to: kind) && property != .name {
            let value = properties[property]
            if case .transform(let t) = value {
                result += [("transform.rotation.z", t.rotationZ), ("transform.scale.x", t.scaleX), ("transform.scale.y", t.scaleY),
                           ("transform.translation.x", t.translationX), ("transform.translation.y", t.translationY)]
                    .map { ($0.0, JSONText.number($0.1)) }
            } else {
                result.append((property.name, JSONText.value(value)))
            }
        }
        return result
    }
}

/// JSON text for the few shapes inspection needs.
enum JSONText {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func numbers(_ list: [Double]) -> String { "[" + list.map(number).joined(separator: ", ") + "]" }

    static func value(_ value: AnimationValue) -> String {
        switch value {
        case .number(let v): number(v)
        case .point(let p): numbers([p.x, p.y])
        case .size(let s): numbers([s.width, s.height])
        case .rect(let r): numbers([r.origin.x, r.origin.y, r.width, r.height])
        case .color(let c): string(c.hexString)
        case .colors(let list): "[" + list.map { string($0.hexString) }.joined(separator: ", ") + "]"
        case .numbers(let list): numbers(list)
        case .transform(let t): numbers([t.translationX, t.translationY, t.rotationZ, t.scaleX, t.scaleY, t.skew])
        case .path(let p):
            "{\"bounds\": \(numbers(p.boundingBox.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [0, 0, 0, 0])), "
                + "\"length\": \(number(p.length))}"
        case .bool(let b): b ? "true" : "false"
        case .string(let s): string(s)
        }
    }
}
