@_spi(LoaderAnim) import LACoreGraphics
import Glibc

/// NSValue boxes of Core Graphics and Core Animation structs, as loaders write them for
/// `values`, `fromValue` and `setValue(_:forKey:)`: `NSValue(cgPoint:)`, `NSValue(cgSize:)`,
/// `NSValue(cgRect:)`, `NSValue(caTransform3D:)`, `NSValue(cgAffineTransform:)` and their
/// reads (`cgPointValue`, ...).
///
/// Linux's Foundation has `NSValue(point:)`, `(size:)` and `(rect:)`, but boxes any other
/// struct through its Objective-C type encoding, which it cannot do for structs ("cannot
/// encode structs" at run time). So the mirror boxes each value itself: `NSValue(...)`
/// returns a `CAValueBox`, an NSValue subclass that holds the Swift value and says which it
/// is, and ValueBridge unboxes it for the engine.
public final class CAValueBox: NSValue, @unchecked Sendable {
    /// What one box holds.
    public enum Payload: Equatable, Sendable {
        case point(CGPoint), size(CGSize), rect(CGRect), transform3D(CATransform3D), affineTransform(CGAffineTransform)
        case vector(CGVector)
    }

    public let payload: Payload

    /// As the box was made: "NSValue(cgPoint: (1.0, 2.0))".
    public var spelling: String {
        switch payload {
        case .point(let p): "NSValue(cgPoint: (\(p.x), \(p.y)))"
        case .size(let s): "NSValue(cgSize: (\(s.width), \(s.height)))"
        case .rect(let r): "NSValue(cgRect: (\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height)))"
        case .transform3D: "NSValue(caTransform3D:)"
        case .affineTransform: "NSValue(cgAffineTransform:)"
        case .vector(let v): "NSValue(cgVector: (\(v.dx), \(v.dy)))"
        }
    }

    public init(_ payload: Payload) {
        self.payload = payload
        super.init()
    }

    /// NSValue's own initializers: a box made through them holds nothing the mirror can use,
    /// so it stands for the zero point (the mirror never makes one).
    public required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        payload = .point(.zero)
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The Objective-C encoding Apple's NSValue reports for each, for code that compares it.
    public override var objCType: UnsafePointer<Int8> {
        switch payload {
        case .point: Self.encodings.point
        case .size: Self.encodings.size
        case .rect: Self.encodings.rect
        case .transform3D: Self.encodings.transform3D
        case .affineTransform: Self.encodings.affineTransform
        case .vector: Self.encodings.vector
        }
    }

    /// Copies the struct's bytes, as NSValue's getValue(_:) does.
    public override func getValue(_ value: UnsafeMutableRawPointer) {
        switch payload {
        case .point(let v): value.storeBytes(of: v, as: CGPoint.self)
        case .size(let v): value.storeBytes(of: v, as: CGSize.self)
        case .rect(let v): value.storeBytes(of: v, as: CGRect.self)
        case .transform3D(let v): value.storeBytes(of: v, as: CATransform3D.self)
        case .affineTransform(let v): value.storeBytes(of: v, as: CGAffineTransform.self)
        case .vector(let v): value.storeBytes(of: v, as: CGVector.self)
        }
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? CAValueBox)?.payload == payload }
    public override var description: String { spelling }

    /// C strings made once (immutable after), for objCType.
    private static let encodings = (
        point: UnsafePointer(strdup("{CGPoint=dd}")!), size: UnsafePointer(strdup("{CGSize=dd}")!),
        rect: UnsafePointer(strdup("{CGRect={CGPoint=dd}{CGSize=dd}}")!),
        transform3D: UnsafePointer(strdup("{CATransform3D=dddddddddddddddd}")!),
        affineTransform: UnsafePointer(strdup("{CGAffineTransform=dddddd}")!), vector: UnsafePointer(strdup("{CGVector=dd}")!))
}

/// The way to give `NSValue(cgPoint:)` and the others a CAValueBox: an initializer in a
/// protocol extension may assign `self`, which a class's own convenience initializer may not.
public protocol _CAValueBoxing {}
extension NSValue: _CAValueBoxing {}

extension _CAValueBoxing where Self: NSValue {
    public init(cgPoint: CGPoint) { self = CAValueBox(.point(cgPoint)) as! Self }
    public init(cgSize: CGSize) { self = CAValueBox(.size(cgSize)) as! Self }
    public init(cgRect: CGRect) { self = CAValueBox(.rect(cgRect)) as! Self }
    public init(caTransform3D: CATransform3D) { self = CAValueBox(.transform3D(caTransform3D)) as! Self }
    public init(cgAffineTransform: CGAffineTransform) { self = CAValueBox(.affineTransform(cgAffineTransform)) as! Self }
    public init(cgVector: CGVector) { self = CAValueBox(.vector(cgVector)) as! Self }
    /// A pointer or an object not retained (held weakly here), as NSValue boxes them.
    public init(pointer: UnsafeRawPointer?) { self = CAPointerBox(pointer: pointer, object: nil) as! Self }
    public init(nonretainedObject anObject: Any?) {
        self = CAPointerBox(pointer: nil, object: anObject.map { $0 as AnyObject }) as! Self
    }
}

/// An NSValue holding a pointer or an object it does not retain.
public final class CAPointerBox: NSValue, @unchecked Sendable {
    let pointer: UnsafeRawPointer?
    weak var object: AnyObject?

    init(pointer: UnsafeRawPointer?, object: AnyObject?) {
        self.pointer = pointer ?? object.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        self.object = object
        super.init()
    }

    public required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        pointer = value.load(as: UnsafeRawPointer?.self)
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) { return nil }
    public override var objCType: UnsafePointer<Int8> { Self.encoding }
    public override func getValue(_ value: UnsafeMutableRawPointer) { value.storeBytes(of: pointer, as: UnsafeRawPointer?.self) }
    public override func isEqual(_ object: Any?) -> Bool { (object as? CAPointerBox)?.pointer == pointer }
    private static let encoding = UnsafePointer(strdup("^v")!)
}

extension NSValue {
    /// Each read gives the boxed value, or (as Apple's, for a box of another kind) zero;
    /// Foundation's own NSValue(point:), (size:), (rect:) read as they hold.
    public var cgPointValue: CGPoint {
        if case .point(let v)? = (self as? CAValueBox)?.payload { return v }
        return foundationKind == "Point" ? pointValue : .zero
    }
    public var cgSizeValue: CGSize {
        if case .size(let v)? = (self as? CAValueBox)?.payload { return v }
        return foundationKind == "Size" ? sizeValue : .zero
    }
    public var cgRectValue: CGRect {
        if case .rect(let v)? = (self as? CAValueBox)?.payload { return v }
        return foundationKind == "Rect" ? rectValue : .zero
    }
    public var caTransform3DValue: CATransform3D {
        if case .transform3D(let v)? = (self as? CAValueBox)?.payload { return v }
        return CATransform3DIdentity
    }
    public var cgVectorValue: CGVector {
        if case .vector(let v)? = (self as? CAValueBox)?.payload { return v }
        return .zero
    }
    public var pointerValue: UnsafeMutableRawPointer? { (self as? CAPointerBox)?.pointer.map { UnsafeMutableRawPointer(mutating: $0) } }
    public var nonretainedObjectValue: Any? { (self as? CAPointerBox)?.object }
    public func isEqual(to value: NSValue) -> Bool { isEqual(value) }
    /// Copies at most `size` bytes of the value.
    public func getValue(_ value: UnsafeMutableRawPointer, size: Int) {
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { scratch.deallocate() }
        getValue(scratch)
        value.copyMemory(from: scratch, byteCount: min(size, 256))
    }
    public var cgAffineTransformValue: CGAffineTransform {
        if case .affineTransform(let v)? = (self as? CAValueBox)?.payload { return v }
        return .identity
    }

    /// "Point", "Size" or "Rect" for one of Foundation's own boxes (by its type encoding).
    var foundationKind: String? {
        guard !(self is CAValueBox), !(self is NSNumber) else { return nil }
        let type = String(cString: objCType)
        return ["Rect", "Point", "Size"].first { type.contains($0) }
    }
}

/// Bridging, as on iOS: a CGPoint (and the others) boxes to an NSValue where an object is
/// wanted (`[Any]` read back `as? NSValue`), and an NSValue of that kind casts back
/// (`values[0] as? CGPoint`, `presentation()?.value(forKeyPath: "position") as? CGPoint`).
/// Linux's Foundation bridges none of them.
public protocol _CAValueBridging: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    static func _unbox(_ box: NSValue) -> Self?
    var _payload: CAValueBox.Payload { get }
}

extension _CAValueBridging {
    public func _bridgeToObjectiveC() -> NSValue { CAValueBox(_payload) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) { result = _unbox(source) }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = _unbox(source)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self { source.flatMap(_unbox)! }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, _CAValueBridging {
    public static func _unbox(_ box: NSValue) -> Self? {
        if case .point(let v)? = (box as? CAValueBox)?.payload { return v }
        return box.foundationKind == "Point" ? box.pointValue : nil
    }
    public var _payload: CAValueBox.Payload { .point(self) }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, _CAValueBridging {
    public static func _unbox(_ box: NSValue) -> Self? {
        if case .size(let v)? = (box as? CAValueBox)?.payload { return v }
        return box.foundationKind == "Size" ? box.sizeValue : nil
    }
    public var _payload: CAValueBox.Payload { .size(self) }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, _CAValueBridging {
    public static func _unbox(_ box: NSValue) -> Self? {
        if case .rect(let v)? = (box as? CAValueBox)?.payload { return v }
        return box.foundationKind == "Rect" ? box.rectValue : nil
    }
    public var _payload: CAValueBox.Payload { .rect(self) }
}

extension CATransform3D: _CAValueBridging {
    public static func _unbox(_ box: NSValue) -> Self? {
        guard case .transform3D(let v)? = (box as? CAValueBox)?.payload else { return nil }
        return v
    }
    public var _payload: CAValueBox.Payload { .transform3D(self) }
}

extension CGAffineTransform: _CAValueBridging {
    public static func _unbox(_ box: NSValue) -> Self? {
        guard case .affineTransform(let v)? = (box as? CAValueBox)?.payload else { return nil }
        return v
    }
    public var _payload: CAValueBox.Payload { .affineTransform(self) }
}
