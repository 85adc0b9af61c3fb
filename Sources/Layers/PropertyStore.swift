import Animation
import Geometry

/// A layer's property values; an unset property reads as its default. Key paths with a
/// component read and write inside the stored compound value.
public struct PropertyStore: Hashable, Sendable {
    private var values: [LayerProperty: AnimationValue] = [:]

    public init() {}

    public subscript(property: LayerProperty) -> AnimationValue {
        get { values[property] ?? property.defaultValue }
        set { values[property] = newValue }
    }

    public subscript(keyPath: PropertyKeyPath) -> AnimationValue {
        get {
            let whole = self[keyPath.property]
            return keyPath.component.map { $0.get(from: whole) } ?? whole
        }
        set {
            if let component = keyPath.component {
                self[keyPath.property] = component.set(newValue, in: self[keyPath.property])
            } else {
                self[keyPath.property] = newValue
            }
        }
    }

    /// The custom properties stored (see CustomProperties.swift), by name.
    public var customProperties: [LayerProperty] {
        values.keys.filter { PropertyKeyPath.table[$0.name] == nil }.sorted { $0.name < $1.name }
    }

    // Typed reads for the renderer; the key path table guarantees each kind.
    public var bounds: Rect { self[.bounds].rect! }
    public var position: Point { self[.position].point! }
    public var anchorPoint: Point { self[.anchorPoint].point! }
    public var transform: LayerTransform { self[.transform].transform! }
    public var opacity: Double { self[.opacity].number! }
    public var isHidden: Bool { self[.hidden].bool! }
    public var backgroundColor: Color { self[.backgroundColor].color! }
    public var cornerRadius: Double { self[.cornerRadius].number! }
    public var masksToBounds: Bool { self[.masksToBounds].bool! }
    public var borderWidth: Double { self[.borderWidth].number! }
    public var borderColor: Color { self[.borderColor].color! }
    public var name: String { self[.name].string! }
    public var contents: String { self[.contents].string! }
    public var contentsGravity: String { self[.contentsGravity].string! }
    public var shadowColor: Color { self[.shadowColor].color! }
    public var shadowOpacity: Double { self[.shadowOpacity].number! }
    public var shadowOffset: Size { self[.shadowOffset].size! }
    public var shadowRadius: Double { self[.shadowRadius].number! }
    public var shadowPath: Path { self[.shadowPath].path! }
    public var path: Path { self[.path].path! }
    public var fillColor: Color { self[.fillColor].color! }
    public var fillRule: String { self[.fillRule].string! }
    public var strokeColor: Color { self[.strokeColor].color! }
    public var lineWidth: Double { self[.lineWidth].number! }
    public var lineCap: String { self[.lineCap].string! }
    public var lineJoin: String { self[.lineJoin].string! }
    public var miterLimit: Double { self[.miterLimit].number! }
    public var lineDashPattern: [Double] { self[.lineDashPattern].numbers! }
    public var lineDashPhase: Double { self[.lineDashPhase].number! }
    public var strokeStart: Double { self[.strokeStart].number! }
    public var strokeEnd: Double { self[.strokeEnd].number! }
    public var colors: [Color] { self[.colors].colors! }
    public var locations: [Double] { self[.locations].numbers! }
    public var startPoint: Point { self[.startPoint].point! }
    public var endPoint: Point { self[.endPoint].point! }
    public var gradientType: String { self[.type].string! }
    public var string: String { self[.string].string! }
    public var font: TextFont { TextFont(name: self[.font].string!) }
    public var fontSize: Double { self[.fontSize].number! }
    public var foregroundColor: Color { self[.foregroundColor].color! }
    public var alignmentMode: String { self[.alignmentMode].string! }
    public var isWrapped: Bool { self[.isWrapped].bool! }
    public var truncationMode: String { self[.truncationMode].string! }

    /// The layer's own media timing.
    public var timing: MediaTiming {
        MediaTiming(beginTime: self[.beginTime].number!, duration: self[.duration].number!, speed: self[.speed].number!,
                    timeOffset: self[.timeOffset].number!, repeatCount: self[.repeatCount].number!,
                    repeatDuration: self[.repeatDuration].number!, autoreverses: self[.autoreverses].bool!,
                    fillMode: FillMode(rawValue: self[.fillMode].string!)!)
    }
}
