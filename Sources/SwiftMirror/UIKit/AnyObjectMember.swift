import Foundation

/// What `(value as AnyObject).cgPointValue` reads on iOS, where any Objective-C member can be
/// called on AnyObject (a key-value observer's `change[.newKey]` is read so): Linux has no
/// such lookup, so the source pass writes `_AnyObjectMember(value as AnyObject).cgPointValue`
/// for the boxes' members named in `SyntaxPass/AnyObjectLookup.swift`. Each answer is
/// implicitly unwrapped, as the lookup's is: nil, and a crash where it is used, when the
/// object has no such member.
public struct _AnyObjectMember {
    let object: AnyObject
    public init(_ object: AnyObject) { self.object = object }

    private var value: NSValue? { object as? NSValue }
    private var number: NSNumber? { object as? NSNumber }

    public var cgPointValue: CGPoint! { value?.cgPointValue }
    public var cgSizeValue: CGSize! { value?.cgSizeValue }
    public var cgRectValue: CGRect! { value?.cgRectValue }
    public var cgVectorValue: CGVector! { value?.cgVectorValue }
    public var cgAffineTransformValue: CGAffineTransform! { value?.cgAffineTransformValue }
    public var caTransform3DValue: CATransform3D! { value?.caTransform3DValue }
    public var uiEdgeInsetsValue: UIEdgeInsets! { value?.uiEdgeInsetsValue }
    public var uiOffsetValue: UIOffset! { value?.uiOffsetValue }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets! { value?.directionalEdgeInsetsValue }
    public var rangeValue: NSRange! { value?.rangeValue }
    public var doubleValue: Double! { number?.doubleValue }
    public var floatValue: Float! { number?.floatValue }
    public var intValue: Int32! { number?.int32Value }
    public var integerValue: Int! { number?.intValue }
    public var uintValue: UInt32! { number?.uint32Value }
    public var int64Value: Int64! { number?.int64Value }
    public var boolValue: Bool! { number?.boolValue }
    public var stringValue: String! { number?.stringValue ?? object as? String }
}
