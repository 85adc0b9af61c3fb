import Foundation
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIGestureRecognizer and its subclasses: attached to views as on iOS. There is no finger
/// here; `canvas.tap(view, at:)` recognizes the view's (or an ancestor's) tap recognizer
/// that wants one tap of one touch: its state becomes `.ended` and its actions are sent
/// with it, as UIKit does (and with `cancelsTouchesInView`, the view's touches end as
/// cancelled). Other recognizers never recognize: their state stays `.possible` and their
/// settings are kept (inert).
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: AnyObject, action: Selector)] = []
    open internal(set) var state: State = .possible
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { state == .ended ? 1 : 0 }

    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }
    public convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { (target == nil || $0.target === target as AnyObject) && (action == nil || $0.action == action) }
    }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
    open func reset() {}

    // MARK: Inert
    public convenience init?(coder: NSCoder) { return nil }
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    open var allowedPressTypes: [NSNumber] = []
    open var buttonMask: UIEvent.ButtonMask = .primary
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open var modifierFlags: UIKeyModifierFlags { [] }
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    // MARK: Recognizing

    /// A tap at the view's center, when this recognizer wants one (see the type's note).
    func recognizeTap() -> Bool {
        guard isEnabled, let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
              delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        state = .ended
        for (target, action) in targets { action.perform(on: target, with: self) }
        state = .possible
        return true
    }
}

public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// Every requirement optional, as Objective-C's are: the defaults answer as UIKit does.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    // MARK: Inert
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    // MARK: Inert
    open var allowedScrollTypesMask: UIScrollTypeMask = []
}

/// Which scroll events (trackpad, mouse wheel) a pan recognizes: none reach the canvas.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = Self(rawValue: 1 << 0), continuous = Self(rawValue: 1 << 1)
    public static let all: Self = [.discrete, .continuous]
}

extension UIEvent {
    /// The pointer's buttons (iPadOS pointers): a tap on the canvas is the primary one.
    public struct ButtonMask: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = Self(rawValue: 1 << 0), secondary = Self(rawValue: 1 << 1)
        public static func button(_ buttonNumber: Int) -> Self { Self(rawValue: 1 << (buttonNumber - 1)) }
    }
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Self(rawValue: 1 << 0), left = Self(rawValue: 1 << 1)
        public static let up = Self(rawValue: 1 << 2), down = Self(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1 << 0), left = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2), right = Self(rawValue: 1 << 3)
    public static let all: Self = [.top, .left, .bottom, .right]
}

extension UIView {
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }

    /// The first tap recognizer, on the view or up its superviews, that recognizes a tap.
    func recognizeTap() -> UIGestureRecognizer? {
        var current: UIView? = self
        while let view = current {
            if let found = view.gestureRecognizers?.first(where: { $0.recognizeTap() }) { return found }
            current = view.superview
        }
        return nil
    }
}
