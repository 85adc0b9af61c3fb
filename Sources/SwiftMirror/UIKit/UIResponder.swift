@_spi(LoaderAnim) import LAQuartzCore
import Foundation
@_spi(LoaderAnim) import LACoreGraphics

/// UIResponder: an NSObject, as UIKit's is (so views and controllers compare by identity,
/// go in sets, and are what a library's `NSObject` parameter or `extension NSObject`
/// expects); the touch methods loaders override (press-and-hold rings, tap to pause).
/// loaderanim has no screen to touch: a scene calls them itself at the times it chooses,
/// usually from `DispatchQueue.main.asyncAfter` with a parameter's times, passing the
/// touches it makes with `UITouch(location:in:)`.
open class UIResponder: NSObject {
    public override init() {}

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// What an observation registered with addObserver(_:forKeyPath:options:context:) tells
    /// (KeyValueObserving.swift); a view or controller overrides it, as on iOS.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// Whether the responder implements `action` (a method marked `@objc` it has), as
    /// UIKit's default answers.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action.isAccepted(by: self) }
    /// The responder that performs `action`: this one when it can, else the next's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // Keyboard, presses, motion, remote control, input views, menus and activities: a scene
    // has no keyboard, remote or shake, so these are accepted and never called by the mirror.
    // MARK: Inert
    open var canResignFirstResponder: Bool { true }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func remoteControlReceived(with event: UIEvent?) {}
    open var undoManager: UndoManager? { next?.undoManager }
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }
    open var keyCommands: [UIKeyCommand]? { nil }
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open var inputViewController: UIInputViewController? { nil }
    open var inputAccessoryViewController: UIInputViewController? { nil }
    open var inputAssistantItem: UITextInputAssistantItem { UITextInputAssistantItem() }
    open var textInputMode: UITextInputMode? { nil }
    open var textInputContextIdentifier: String? { nil }
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
    open func reloadInputViews() {}
    open func buildMenu(with builder: UIMenuBuilder) {}
    open func validate(_ command: UICommand) {}
    open func captureTextFromCamera(_ sender: Any?) {}
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    open var activityItemsConfiguration: UIActivityItemsConfigurationReading?
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"

    // UIAccessibility's informal protocol (an NSObject extension on iOS, here the responders'
    // so that a view can override it) and UIAccessibilityIdentification: kept for a reader
    // that is never there.
    // MARK: Inert
    open var isAccessibilityElement: Bool = false
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityAttributedLabel: NSAttributedString?
    open var accessibilityAttributedHint: NSAttributedString?
    open var accessibilityAttributedValue: NSAttributedString?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityPath: UIBezierPath?
    open var accessibilityActivationPoint: CGPoint = .zero
    open var accessibilityLanguage: String?
    open var accessibilityElementsHidden: Bool = false
    open var accessibilityViewIsModal: Bool = false
    open var shouldGroupAccessibilityChildren: Bool = false
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic
    open var accessibilityRespondsToUserInteraction: Bool = false
    open var accessibilityUserInputLabels: [String]! = []
    open var accessibilityElements: [Any]?
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open func accessibilityElementIsFocused() -> Bool { false }
}


/// A finger on the screen, as a scene makes one to pass to the touch methods.
open class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    private let point: CGPoint
    open private(set) weak var view: UIView?
    open var phase: Phase = .began
    open var tapCount = 1
    open var timestamp: Double = 0

    public init() { point = .zero }
    /// A touch at `location` in `view`'s coordinates.
    public init(location: CGPoint, in view: UIView?) {
        point = location
        self.view = view
    }

    /// The touch's point in `view` (or in its own view when nil): loaderanim converts
    /// between views by their frames' origins only.
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let own = self.view, view !== own else { return point }
        let a = own.originInCanvas, b = view.originInCanvas
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a touch arrives with.
open class UIEvent {
    public init() {}
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause, remoteControlNextTrack
        case remoteControlPreviousTrack, remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open var timestamp: Double = 0
    open var allTouches: Set<UITouch>? { nil }
}

extension UIView {
    /// The view's bounds origin in the canvas, by frames (transforms are not applied).
    var originInCanvas: CGPoint {
        var point = CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            point.x += view.frame.origin.x - parent.bounds.origin.x
            point.y += view.frame.origin.y - parent.bounds.origin.y
            current = parent
        }
        return point
    }
}

extension UIView {
    /// A finger that goes down on the view's center and up again at once (a scene's
    /// `canvas.tap(view, at:)`): touchesBegan(_:with:), then touchesEnded(_:with:), on the
    /// view itself, so a control highlights, sends `.touchDown`, unhighlights and sends
    /// `.touchUpInside`, and a view that overrides the touch methods gets them. A view that
    /// could not be touched then (not in the canvas's tree, hidden, or with user interaction
    /// off, itself or an ancestor) gets nothing, as on a phone.
    @_spi(LoaderAnim) public func tapWithOneFinger(at time: Double) {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || !view.isUserInteractionEnabled { return }
            current = view.superview
        }
        guard window != nil else { return }
        let touch = UITouch(location: CGPoint(x: bounds.midX, y: bounds.midY), in: self)
        touch.timestamp = time
        let event = UIEvent()
        event.timestamp = time
        touchesBegan([touch], with: event)
        // A tap recognizer up the tree recognizes it, and cancels the view's touch.
        if let recognizer = recognizeTap(), recognizer.cancelsTouchesInView {
            touch.phase = .cancelled
            return touchesCancelled([touch], with: event)
        }
        touch.phase = .ended
        touchesEnded([touch], with: event)
    }
}
