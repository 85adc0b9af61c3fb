import Foundation

// Core Graphics' geometry functions that Linux's Foundation lacks: the C-era equality
// tests and the dictionary forms (CGPointCreateDictionaryRepresentation ...), whose keys
// are Apple's: "X", "Y", "Width", "Height".

extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    public var dictionaryRepresentation: CFDictionary { ["X": Double(x), "Y": Double(y)] as NSDictionary }
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = Self.number(dict, "X"), let y = Self.number(dict, "Y") else { return nil }
        self.init(x: x, y: y)
    }

    static func number(_ dict: CFDictionary, _ key: String) -> CGFloat? {
        ((dict as? [AnyHashable: Any])?[key as NSString] as? NSNumber ?? (dict as? [String: Any])?[key] as? NSNumber)
            .map { CGFloat($0.doubleValue) }
    }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    public var dictionaryRepresentation: CFDictionary { ["Width": Double(width), "Height": Double(height)] as NSDictionary }
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let w = CGPoint.number(dict, "Width"), let h = CGPoint.number(dict, "Height") else { return nil }
        self.init(width: w, height: h)
    }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
    public var dictionaryRepresentation: CFDictionary {
        ["X": Double(origin.x), "Y": Double(origin.y), "Width": Double(size.width), "Height": Double(size.height)] as NSDictionary
    }
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let origin = CGPoint(dictionaryRepresentation: dict), let size = CGSize(dictionaryRepresentation: dict) else { return nil }
        self.init(origin: origin, size: size)
    }
}

extension CGAffineTransform {
    /// CGAffineTransformComponents: the transform is the scale, then the horizontal shear,
    /// then the rotation, then the translation.
    public struct Components: Hashable, Sendable {
        public var scale: CGSize
        public var horizontalShear: CGFloat
        public var rotation: CGFloat
        public var translation: CGVector
        public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0, rotation: CGFloat = 0,
                    translation: CGVector = .zero) {
            self.scale = scale
            self.horizontalShear = horizontalShear
            self.rotation = rotation
            self.translation = translation
        }
    }

    public init(_ components: Components) {
        let (sx, sy, k, r) = (components.scale.width, components.scale.height, components.horizontalShear, components.rotation)
        let (cs, sn) = (CGFloat(cos(Double(r))), CGFloat(sin(Double(r))))
        self.init(a: sx * cs, b: sx * sn, c: sy * (k * cs - sn), d: sy * (k * sn + cs),
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    public func decomposed() -> Components {
        let sx = (a * a + b * b).squareRoot()
        let rotation = CGFloat(atan2(Double(b), Double(a)))
        let (cs, sn) = (CGFloat(cos(Double(rotation))), CGFloat(sin(Double(rotation))))
        let sy = d * cs - c * sn
        let shear = sy == 0 ? 0 : (c * cs + d * sn) / sy
        return Components(scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
                          translation: CGVector(dx: tx, dy: ty))
    }
}
