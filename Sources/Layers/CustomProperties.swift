import Animation
import Geometry

/// Custom animatable properties (`@NSManaged var progress` with `needsDisplay(forKey:)`):
/// declared on one layer with a default whose kind fixes the property's type, then read,
/// set, animated (explicitly and implicitly) and drawn by key path like the built-in ones.
/// They live in the layer's `PropertyStore` beside the built-ins (a property is identified
/// by its name), so the presentation tree carries them with no extra case.
extension Stage {
    /// The kinds a custom property may take: those Core Animation interpolates and a
    /// `draw` function can use.
    public static let customPropertyKinds: [AnimationValue.Kind] = [.number, .color, .point, .size, .rect, .transform]

    /// Declares `name` on `layer` with `defaultValue` (CALayer's defaultValue(forKey:)); the
    /// layer's model takes that value. A name of a built-in key path, or one declared
    /// already, is refused.
    public func declareProperty(_ name: String, defaultValue: AnimationValue, on layer: LayerID) throws(LayerError) {
        let reason: String? =
            PropertyKeyPath.table[name] != nil || name == "frame" ? "is a built-in key path of Core Animation's; "
                + "give the custom property another name"
            : layers[layer.index].customKeyPaths[name] != nil ? "is declared already"
            : !Self.isPropertyName(name) ? "is not a property name (letters, digits and _, not starting with a digit)"
            : !Self.customPropertyKinds.contains(defaultValue.kind)
                ? "a custom property's default must be a number, color, point, size, rect or transform, "
                    + "not a \(defaultValue.kind.rawValue)"
            : !defaultValue.isFinite ? "\(defaultValue) has a number that is not finite"
            : nil
        if let reason { throw .invalidValue(keyPath: name, reason: reason) }
        let property = LayerProperty(name, defaultValue)
        layers[layer.index].customKeyPaths[name] = PropertyKeyPath(property: property, component: nil)
        for component in PropertyKeyPath.Component.allCases where component.parent == property.kind {
            layers[layer.index].customKeyPaths["\(name).\(component.rawValue)"] =
                PropertyKeyPath(property: property, component: component)
        }
        layers[layer.index].values[property] = defaultValue
    }

    /// The layer's custom properties, in the order of their names.
    public func customProperties(of layer: LayerID) -> [LayerProperty] {
        layers[layer.index].values.customProperties
    }

    /// Resolves a key path for `layer`: its custom properties first, then the table.
    public func keyPath(_ text: String, of layer: LayerID) throws(LayerError) -> PropertyKeyPath {
        let custom = layers[layer.index].customKeyPaths
        if let found = custom[text] { return found }
        do {
            return try PropertyKeyPath(text, for: kind(of: layer))
        } catch .unknownKeyPath(let text, let suggestion) {
            let names = custom.keys.filter { !$0.contains(".") }
            throw .unknownKeyPath(text, suggestion: nearestName(to: text, in: names) ?? suggestion)
        }
    }

    static func isPropertyName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
            || ("0"..."9").contains($0) }
    }
}
