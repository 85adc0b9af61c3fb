@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

// Key-value observing, which Foundation on Linux lacks (it needs Objective-C's runtime):
// `addObserver(_:forKeyPath:options:context:)` on any NSObject (a library's
// `extension NSObject` registers through it), answered through the observer's
// `observeValue(forKeyPath:of:change:context:)` (UIResponder's, which a view overrides as
// on iOS) when an observed property changes: a point, size, rect or edge insets boxed in an
// NSValue as iOS boxes it (`(change?[.newKey] as? NSValue)?.cgPointValue`, or read through
// AnyObject: `(change?[.newKey] as AnyObject).uiEdgeInsetsValue`). The properties that tell their
// observers: a view's `frame`, `bounds` and `center`, and a scroll view's `contentOffset`,
// `contentInset` and `contentSize`. An observation of another key path is kept and never
// told (the property does not change by itself on the canvas).

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = Self(rawValue: 1 << 0), old = Self(rawValue: 1 << 1)
    public static let initial = Self(rawValue: 1 << 2), prior = Self(rawValue: 1 << 3)
}

public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = Self(rawValue: "kind"), newKey = Self(rawValue: "new"), oldKey = Self(rawValue: "old")
    public static let indexesKey = Self(rawValue: "indexes"), notificationIsPriorKey = Self(rawValue: "notificationIsPrior")
}

/// One observation: who, how and with what context.
struct KeyValueObservation {
    weak var observer: UIResponder?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
}

extension SceneHost {
    /// The observations of each observed object.
    nonisolated(unsafe) static var observations: [ObjectIdentifier: [KeyValueObservation]] = [:]
}

extension NSObject {
    /// Registers `observer` for changes of `keyPath` on this object; with `.initial`, it is
    /// told the current value at once. The observer is a view or a controller (the only
    /// objects whose `observeValue(forKeyPath:of:change:context:)` loaderanim can call).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let responder = observer as? UIResponder else {
            MirrorDiagnostics.fail("addObserver(_:forKeyPath: \"\(keyPath)\"): the observer is a \(type(of: observer)); loaderanim "
                + "tells views and view controllers (their observeValue(forKeyPath:of:change:context:))")
        }
        SceneHost.observations[ObjectIdentifier(self), default: []]
            .append(KeyValueObservation(observer: responder, keyPath: keyPath, options: options, context: context))
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
            if options.contains(.new), let value = observedValue(keyPath) { change[.newKey] = value }
            responder.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        SceneHost.observations[ObjectIdentifier(self)]?.removeAll { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        SceneHost.observations[ObjectIdentifier(self)]?.removeAll { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// The value an observation reports: the property's, boxed as Core Foundation boxes it.
    func observedValue(_ keyPath: String) -> Any? {
        switch (self, keyPath) {
        case (let view as UIView, "frame"): NSValue(cgRect: view.frame)
        case (let view as UIView, "bounds"): NSValue(cgRect: view.bounds)
        case (let view as UIView, "center"): NSValue(cgPoint: view.center)
        case (let scroll as UIScrollView, "contentOffset"): NSValue(cgPoint: scroll.contentOffset)
        case (let scroll as UIScrollView, "contentInset"): NSValue(uiEdgeInsets: scroll.contentInset)
        case (let scroll as UIScrollView, "contentSize"): NSValue(cgSize: scroll.contentSize)
        default: nil
        }
    }

    /// Whether anything observes this object (a setter's quick test).
    var isObserved: Bool { !SceneHost.observations.isEmpty && SceneHost.observations[ObjectIdentifier(self)]?.isEmpty == false }

    /// Tells the observers of `keyPath` that it changed from `old`.
    func didChangeObservedValue(_ keyPath: String, old: Any?) {
        guard let observations = SceneHost.observations[ObjectIdentifier(self)]?.filter({ $0.keyPath == keyPath }),
              !observations.isEmpty else { return }
        let new = observedValue(keyPath)
        for observation in observations {
            guard let observer = observation.observer else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
            if observation.options.contains(.new), let new { change[.newKey] = new }
            if observation.options.contains(.old), let old { change[.oldKey] = old }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: observation.context)
        }
    }
}
