@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Foundation
import Geometry
import Layers

// What a scene's own CALayer subclass gets as on iOS (docs/swift-scenes.md, "Layer
// subclasses"): @NSManaged properties the engine animates and draws from, the required
// initializers that a view's layerClass and presentation() make it with, draw(in:) reading
// presentation values, and actions.

// MARK: @NSManaged

/// A value an `@NSManaged` property may hold: one the engine interpolates.
public protocol _LoaderanimAnimatableValue {
    static var managedKind: AnimationValue.Kind { get }
    var managedValue: AnimationValue { get }
    static func fromManaged(_ value: AnimationValue) -> Self
}

extension CGFloat: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .number }
    public var managedValue: AnimationValue { .number(Double(self)) }
    public static func fromManaged(_ value: AnimationValue) -> CGFloat { CGFloat(value.number ?? 0) }
}
extension Double: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .number }
    public var managedValue: AnimationValue { .number(self) }
    public static func fromManaged(_ value: AnimationValue) -> Double { value.number ?? 0 }
}
extension Float: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .number }
    public var managedValue: AnimationValue { .number(Double(self)) }
    public static func fromManaged(_ value: AnimationValue) -> Float { Float(value.number ?? 0) }
}
extension Int: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .number }
    public var managedValue: AnimationValue { .number(Double(self)) }
    public static func fromManaged(_ value: AnimationValue) -> Int { Int((value.number ?? 0).rounded(.towardZero)) }
}
/// A flag is a number to the engine (1 or 0), as Core Animation boxes it in an NSNumber.
extension Bool: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .number }
    public var managedValue: AnimationValue { .number(self ? 1 : 0) }
    public static func fromManaged(_ value: AnimationValue) -> Bool { (value.number ?? 0) != 0 }
}
extension CGPoint: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .point }
    public var managedValue: AnimationValue { .point(point) }
    public static func fromManaged(_ value: AnimationValue) -> CGPoint { CGPoint(value.point ?? .zero) }
}
extension CGSize: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .size }
    public var managedValue: AnimationValue { .size(size) }
    public static func fromManaged(_ value: AnimationValue) -> CGSize { CGSize(value.size ?? .zero) }
}
extension CGRect: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .rect }
    public var managedValue: AnimationValue { .rect(rect) }
    public static func fromManaged(_ value: AnimationValue) -> CGRect { CGRect(value.rect ?? .zero) }
}
extension CGColor: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .color }
    public var managedValue: AnimationValue { .color(color) }
    public static func fromManaged(_ value: AnimationValue) -> Self { Self(value.color ?? .clear) }
}
extension CATransform3D: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .transform }
    public var managedValue: AnimationValue { .transform(layerTransform ?? .identity) }
    public static func fromManaged(_ value: AnimationValue) -> CATransform3D { CATransform3D((value.transform ?? .identity).matrix) }
}
/// An optional color is nil as Core Animation's unset color is: the clear color.
extension Optional: _LoaderanimAnimatableValue where Wrapped: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { Wrapped.managedKind }
    public var managedValue: AnimationValue { map(\.managedValue) ?? Wrapped.managedKind.zero }
    public static func fromManaged(_ value: AnimationValue) -> Self {
        value == Wrapped.managedKind.zero && Wrapped.managedKind == .color ? nil : Wrapped.fromManaged(value)
    }
}

extension AnimationValue.Kind {
    /// Core Animation's value of a custom property never set: 0, the zero point, nil.
    var zero: AnimationValue {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(Size(width: 0, height: 0))
        case .rect: .rect(.zero)
        case .color: .color(.clear)
        case .transform: .transform(.identity)
        default: .number(0)
        }
    }
}

/// The marker the source pass writes beside an `@NSManaged var progress: CGFloat`:
/// stored in the layer, it tells CALayer's initializer to declare the engine's custom
/// property `progress` (its kind from the type) before the subclass's own code runs.
public struct _ManagedProperty<Value: _LoaderanimAnimatableValue>: _ManagedDeclaration {
    public let name: String
    public init(_ name: String) { self.name = name }
    var kind: AnimationValue.Kind { Value.managedKind }
}

protocol _ManagedDeclaration {
    var name: String { get }
    var kind: AnimationValue.Kind { get }
}

extension CALayer {
    /// The getter the source pass gives an @NSManaged property: the model's value, or while
    /// the layer draws and on a presentation copy, the presentation value.
    public func _managedValue<Value: _LoaderanimAnimatableValue>(forKey key: String) -> Value {
        Value.fromManaged(engineValue(key))
    }

    public func _setManagedValue<Value: _LoaderanimAnimatableValue>(_ value: Value, forKey key: String) {
        setEngineValue(value.managedValue, key)
    }

    /// Declares the engine's custom properties for the @NSManaged ones of a scene's own
    /// class (and its superclasses), found by their markers; a property whose
    /// needsDisplay(forKey:) is true makes the layer draw (with draw(in:)), as on iOS.
    func declareManagedProperties() {
        var declarations: [_ManagedDeclaration] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            declarations += current.children.compactMap { $0.value as? _ManagedDeclaration }
            mirror = current.superclassMirror
        }
        guard !declarations.isEmpty else { return }
        let stage = stage, id = layerID
        var draws = false
        for declaration in declarations {
            let given = type(of: self).defaultValue(forKey: declaration.name)
            let initial = given.flatMap { ValueBridge.engineValue($0, kind: declaration.kind) } ?? declaration.kind.zero
            SceneHost.check("\(typeName).\(declaration.name) (@NSManaged)") {
                try stage.declareProperty(declaration.name, defaultValue: initial, on: id)
            }
            draws = draws || type(of: self).needsDisplay(forKey: declaration.name)
        }
        if draws { setNeedsDisplay() }
    }

    /// Whether this is one of loaderanim's own classes (not a scene's subclass).
    var isMirrorClass: Bool { Self.mirrorClasses.contains(ObjectIdentifier(type(of: self))) }
    static let mirrorClasses: Set<ObjectIdentifier> = [ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self),
                                                       ObjectIdentifier(CAGradientLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
                                                       ObjectIdentifier(CATextLayer.self)]
}

/// The body the source pass gives `init()` or `init(layer:)` in a layer subclass that
/// declares other initializers but not that one: iOS traps there ("Use of unimplemented
/// initializer"), when a view's layerClass or a presentation copy needs it.
public func _missingLayerInitializer(_ className: String, _ initializer: String) -> Never {
    let use = initializer == "init()" ? "a view's layerClass makes its layer with init()"
        : "presentation() makes its copy with init(layer:)"
    MirrorDiagnostics.fail("\(className) has no \(initializer), and \(use): add `override \(initializer.replacing("layer:", with: "layer: Any")) "
        + "{ ... }` to \(className), as iOS needs it too")
}

// MARK: Actions

/// NSNull as an action: "no action", as layers' `actions` dictionaries use it.
extension NSNull: CAAction {}
extension CAAnimation: CAAction {}

extension CALayer {
    /// What a change of `keyPath` runs, asked before the change as Core Animation asks
    /// (not at all while the transaction disables actions): nil leaves it to the engine (an
    /// implicit animation for a standalone layer), UIKit's block animation come back
    /// unchanged leaves it to the block (see ViewBlockAction), NSNull (or any non-animation)
    /// sets the value without one, an animation is added for the key after the value is
    /// set, running from the old presentation value when it gives no values.
    func runAction(forKey keyPath: String, change: () -> Void) {
        guard !isPresentation, !stage.actionsDisabled, let action = action(forKey: keyPath),
              !isViewBlockAction(action, forKey: keyPath) else { return change() }
        let stage = stage
        var quiet = Transaction()
        quiet.disableActions = true
        guard let animation = action as? CAAnimation else { return stage.transaction(quiet, change) }
        let old = stage.presentationValues(of: layerID)
        stage.transaction(quiet, change)
        if let property = animation as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = keyPath }
        if let basic = animation as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let resolved = try? stage.keyPath(keyPath, of: layerID) {
            basic.fromValue = ValueBridge.swiftValue(old[resolved])
            defer { basic.fromValue = nil }
            add(basic, forKey: keyPath)
        } else {
            add(animation, forKey: keyPath)
        }
    }
}

// MARK: Copies and view layers in the making

extension CALayer {
    /// The layer a view of `layerClass` is backed by (UIView's `layerClass`), made as a
    /// view's layer: one of loaderanim's classes, or a scene's own through its `init()`.
    @_spi(LoaderAnim) public static func makeViewLayer(ofClass layerClass: AnyClass, for view: String) -> CALayer {
        switch ObjectIdentifier(layerClass) {
        case ObjectIdentifier(CALayer.self): return CALayer(backingView: ())
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer(backingView: ())
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer(backingView: ())
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer(backingView: ())
        case ObjectIdentifier(CATextLayer.self): return CATextLayer(backingView: ())
        default:
            guard let type = layerClass as? CALayer.Type else {
                MirrorDiagnostics.fail("\(view).layerClass is \(layerClass), which is not a CALayer class")
            }
            SceneHost.viewLayerRequest = ObjectIdentifier(type)
            defer { SceneHost.viewLayerRequest = nil }
            return type.init()
        }
    }
}

extension CALayer: Equatable, Hashable {
    public static func == (a: CALayer, b: CALayer) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension SceneHost {
    /// The model whose presentation() copy is being made: CALayer.init(layer:) binds the copy
    /// to it instead of making a layer.
    nonisolated(unsafe) static var presentationSource: CALayer?
    /// The layer class a view is making its layer of: that class's init() makes a view's layer.
    nonisolated(unsafe) static var viewLayerRequest: ObjectIdentifier?

    /// Whether the layer of class `type` being made is the view's: once (the init of a
    /// sublayer the class makes in its own initializer is not).
    static func takeViewLayerRequest(for type: CALayer.Type) -> Bool {
        guard viewLayerRequest == ObjectIdentifier(type) else { return false }
        viewLayerRequest = nil
        return true
    }
}
