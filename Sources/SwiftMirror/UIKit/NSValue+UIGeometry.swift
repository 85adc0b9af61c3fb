@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation
import Glibc

/// NSValue boxes of UIKit's geometry structs (`NSValue(uiEdgeInsets:)`, `uiEdgeInsetsValue`,
/// ...), made as QuartzCore/NSValueBoxes.swift makes the Core Graphics ones: Linux's
/// Foundation cannot box a struct, so the box holds the Swift value.
final class UIValueBox: NSValue, @unchecked Sendable {
    enum Payload: Equatable {
        case edgeInsets(UIEdgeInsets), offset(UIOffset), directionalEdgeInsets(NSDirectionalEdgeInsets)
    }

    let payload: Payload

    init(_ payload: Payload) {
        self.payload = payload
        super.init()
    }

    /// NSValue's own initializer: nothing the mirror can read, so it stands for zero insets.
    public required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        payload = .edgeInsets(.zero)
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The Objective-C encoding Apple's NSValue reports for each.
    public override var objCType: UnsafePointer<Int8> {
        switch payload {
        case .edgeInsets: Self.encodings.edgeInsets
        case .offset: Self.encodings.offset
        case .directionalEdgeInsets: Self.encodings.directional
        }
    }

    /// Copies the struct's bytes, as NSValue's getValue(_:) does.
    public override func getValue(_ value: UnsafeMutableRawPointer) {
        switch payload {
        case .edgeInsets(let v): value.storeBytes(of: v, as: UIEdgeInsets.self)
        case .offset(let v): value.storeBytes(of: v, as: UIOffset.self)
        case .directionalEdgeInsets(let v): value.storeBytes(of: v, as: NSDirectionalEdgeInsets.self)
        }
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIValueBox)?.payload == payload }
    public override var description: String {
        switch payload {
        case .edgeInsets(let v): "NSValue(uiEdgeInsets: \(NSCoder.string(for: v)))"
        case .offset(let v): "NSValue(uiOffset: \(NSCoder.string(for: v)))"
        case .directionalEdgeInsets(let v): "NSValue(directionalEdgeInsets: \(NSCoder.string(for: v)))"
        }
    }

    /// C strings made once (immutable after), for objCType.
    private static let encodings = (
        edgeInsets: UnsafePointer(strdup("{UIEdgeInsets=dddd}")!), offset: UnsafePointer(strdup("{UIOffset=dd}")!),
        directional: UnsafePointer(strdup("{NSDirectionalEdgeInsets=dddd}")!))
}

extension _CAValueBoxing where Self: NSValue {
    public init(uiEdgeInsets insets: UIEdgeInsets) { self = UIValueBox(.edgeInsets(insets)) as! Self }
    public init(uiOffset insets: UIOffset) { self = UIValueBox(.offset(insets)) as! Self }
    public init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) { self = UIValueBox(.directionalEdgeInsets(insets)) as! Self }
}

extension NSValue {
    /// The boxed value, or zero for a box of another kind (as Apple's).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        if case .edgeInsets(let v)? = (self as? UIValueBox)?.payload { return v }
        return .zero
    }
    public var uiOffsetValue: UIOffset {
        if case .offset(let v)? = (self as? UIValueBox)?.payload { return v }
        return .zero
    }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        if case .directionalEdgeInsets(let v)? = (self as? UIValueBox)?.payload { return v }
        return .zero
    }
}
