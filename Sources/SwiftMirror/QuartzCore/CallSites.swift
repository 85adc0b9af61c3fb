@_spi(LoaderAnim) import LACoreGraphics

/// The calls that carry the scene's line into the mirror's errors (MirrorDiagnostics.at):
/// a scene writes `layer.add(pulse, forKey: "pulse")` and the value the animation's key
/// path rejects is reported at that line, where Core Animation turns the animation's
/// values into the layer's; `layer.setValue("red", forKeyPath: "opacity")` likewise.
///
/// Each is an overload beside Apple's signature, with `#fileID` and `#line` defaulted; the
/// signature itself stays (disfavored, so that a call picks the one with the line) so that
/// a scene's subclass can still override it. A scene that calls `add` on its own subclass
/// that overrides it runs the override, as on iOS; the override's `super.add` reaches this
/// overload and the animation is added once (setValue likewise). (Called through a `CALayer`-typed reference
/// this overload is chosen and the override is not run: it cannot dispatch to the override
/// without running it twice when the call came through the override already.)
extension CALayer {
    public func add(_ animation: CAAnimation, forKey key: String?, file: StaticString = #fileID, line: UInt = #line) {
        MirrorDiagnostics.at(file, line) { animation.attach(to: self, forKey: key) }
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String, file: StaticString = #fileID, line: UInt = #line) {
        MirrorDiagnostics.at(file, line) { applyValue(value, forKeyPath: keyPath) }
    }

    public func setValue(_ value: Any?, forKey key: String, file: StaticString = #fileID, line: UInt = #line) {
        MirrorDiagnostics.at(file, line) { applyValue(value, forKeyPath: key) }
    }

    /// Key-value coding's set: the value as the key path's kind, or a stop naming both.
    func applyValue(_ value: Any?, forKeyPath keyPath: String) {
        let stage = stage, id = layerID
        let resolved = SceneHost.check("\(typeName).setValue(_:forKeyPath: \"\(keyPath)\")") { try stage.keyPath(keyPath, of: id) }
        guard let converted = ValueBridge.engineValue(value, kind: resolved.kind) else {
            MirrorDiagnostics.fail("\(typeName).setValue(\(ValueBridge.describe(value)), forKeyPath: \"\(keyPath)\"): "
                + "\(keyPath) takes a \(resolved.kind.rawValue)")
        }
        setEngineValue(converted, keyPath)
    }
}
