import Foundation
@_spi(LoaderAnim) import LACoreGraphics

/// NotificationCenter's target/selector observers, which Foundation on Linux lacks (they
/// need Objective-C's runtime): each is a block observer calling the selector on the
/// observer with the notification, as posting does on iOS, synchronously on the poster's
/// thread (the scene's one). An observer that is gone is not called (iOS 9's rule), and
/// `removeObserver(self)` removes its selectors too.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let key = ObjectIdentifier(target)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak target] notification in
            guard let target else { return }
            aSelector.perform(on: target, with: notification)
        }
        SelectorObservers.tokens[key, default: []].append((token, aName, anObject.map { $0 as AnyObject }))
    }

    /// Removes `observer`'s selector observers and its block observations (`observer`
    /// being one's token).
    public func removeObserver(_ observer: AnyObject) {
        for (token, _, _) in SelectorObservers.tokens.removeValue(forKey: ObjectIdentifier(observer)) ?? [] {
            (self.removeObserver(_:) as (Any) -> Void)(token)
        }
        (self.removeObserver(_:) as (Any) -> Void)(observer)
    }

    /// Removes `observer`'s selector observers for `aName` (nil: any) from `anObject` (nil:
    /// any sender), and its block observations so filtered.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let key = ObjectIdentifier(observer)
        let sender = anObject.map { $0 as AnyObject }
        SelectorObservers.tokens[key]?.removeAll { token, name, object in
            guard aName == nil || aName == name, sender == nil || sender === object else { return false }
            (self.removeObserver(_:) as (Any) -> Void)(token)
            return true
        }
        (self.removeObserver(_:name:object:) as (Any, NSNotification.Name?, Any?) -> Void)(observer, aName, anObject)
    }
}

/// The block observers standing for each observer's selectors, by observer.
enum SelectorObservers {
    nonisolated(unsafe) static var tokens: [ObjectIdentifier: [(token: NSObjectProtocol, name: NSNotification.Name?, object: AnyObject?)]] = [:]
}

extension NotificationCenter {
    public func post(name aName: NSNotification.Name, object anObject: Any?) {
        post(name: aName, object: anObject, userInfo: nil)
    }

    /// Foundation's post, delivered as on iOS (synchronously), with a bound on how deep
    /// posting may nest: an observer that posts what it observes stops the scene with one
    /// line instead of overflowing the stack.
    public func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?) {
        guard PostDepth.current < PostDepth.maximum else {
            MirrorDiagnostics.fail("NotificationCenter.post(name: \"\(aName.rawValue)\"): posted from inside its own delivery "
                + "\(PostDepth.maximum) deep (an observer that posts what it observes, or two that post each other's)")
        }
        PostDepth.current += 1
        defer { PostDepth.current -= 1 }
        post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
    }
}

/// How many posts are being delivered, one inside another.
enum PostDepth {
    static let maximum = 1_000
    nonisolated(unsafe) static var current = 0
}
