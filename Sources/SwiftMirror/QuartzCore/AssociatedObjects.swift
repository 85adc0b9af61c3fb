@_spi(LoaderAnim) import LACoreGraphics

// Objective-C's associated objects, as extensions on UIView use them to add stored
// properties (`objc_setAssociatedObject(self, &key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`):
// a side table in the scene's host keyed by the object's identity and the key's address.
// A table entry holds its object weakly; its values are released at the end of the turn of
// the run loop in which the object went away (Objective-C releases them in the object's
// dealloc, at once), and at the next call of these functions.

/// The policies, with the names Swift gives them on iOS.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: held weakly here (Objective-C keeps a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an NSCopying object's copy(); any other value is a value already).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static or global var:
/// `&key`); nil removes it. A value type as `object` has no identity: nothing is kept, as
/// on iOS, where it is boxed anew at each call.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    SceneHost.releaseDeadAssociations()
    guard type(of: object) is AnyClass else { return }
    let owner = object as AnyObject
    let entry: SceneHost.Associations
    if let existing = SceneHost.associations.first(where: { $0.owner === owner }) {
        entry = existing
    } else {
        guard value != nil else { return }
        entry = SceneHost.Associations(owner: owner)
        SceneHost.associations.append(entry)
    }
    guard let value else { return entry.values[key] = nil }
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN: entry.values[key] = .weak(.init(value as AnyObject))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC: entry.values[key] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC: entry.values[key] = .strong(value)
    }
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    SceneHost.releaseDeadAssociations()
    guard type(of: object) is AnyClass else { return nil }
    let owner = object as AnyObject
    switch SceneHost.associations.first(where: { $0.owner === owner })?.values[key] {
    case .strong(let value): return value
    case .weak(let box): return box.object
    case nil: return nil
    }
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    let owner = object as AnyObject
    SceneHost.associations.removeAll { $0.owner === owner || $0.owner == nil }
}

extension SceneHost {
    /// One object's associated values, by key.
    final class Associations {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(owner: AnyObject) { self.owner = owner }

        enum Value {
            case strong(Any)
            case weak(WeakBox)
        }
        final class WeakBox {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
    }

    /// The objects with associated values, in the order they got their first.
    nonisolated(unsafe) static var associations: [Associations] = []

    /// Drops the entries of objects that went away, releasing their values in that order.
    static func releaseDeadAssociations() {
        guard associations.contains(where: { $0.owner == nil }) else { return }
        associations.removeAll { $0.owner == nil }
    }
}
