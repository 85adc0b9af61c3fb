@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIAccessibility's settings as a phone with none turned on answers them (VoiceOver off,
/// motion not reduced...), so a loader takes its full-motion path; its notifications are
/// never posted by the system, and post(notification:argument:) speaks to no one.
public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Self(rawValue: 1000), layoutChanged = Self(rawValue: 1001)
        public static let announcement = Self(rawValue: 1008), pageScrolled = Self(rawValue: 1009)
    }

    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationSwitchControl = Self(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        public static let notificationVoiceOver = Self(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    // MARK: Inert
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isBoldTextEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static func post(notification: Notification, argument: Any?) {}
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? { nil }
    public static func registerGestureConflictWithZoom() {}
    /// The canvas is the screen: a view's rectangle in screen coordinates is its rectangle in the window's.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.convert(rect, to: nil) }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
}

/// What an accessibility element is, for a reader (UIAccessibility's traits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = Self([])
    public static let button = Self(rawValue: 1 << 0), link = Self(rawValue: 1 << 1), image = Self(rawValue: 1 << 2)
    public static let selected = Self(rawValue: 1 << 3), playsSound = Self(rawValue: 1 << 4), keyboardKey = Self(rawValue: 1 << 5)
    public static let staticText = Self(rawValue: 1 << 6), summaryElement = Self(rawValue: 1 << 7), notEnabled = Self(rawValue: 1 << 8)
    public static let updatesFrequently = Self(rawValue: 1 << 9), searchField = Self(rawValue: 1 << 10)
    public static let startsMediaSession = Self(rawValue: 1 << 11), adjustable = Self(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 13), causesPageTurn = Self(rawValue: 1 << 14)
    public static let header = Self(rawValue: 1 << 16), tabBar = Self(rawValue: 1 << 15)
    public static let toggleButton = Self(rawValue: 1 << 53), supportsZoom = Self(rawValue: 1 << 54)
}

public enum UIAccessibilityNavigationStyle: Int, Sendable { case automatic = 0, separate, combined }
public enum UIAccessibilityContainerType: Int, Sendable { case none = 0, dataTable, list, landmark, semanticGroup }
public enum UIAccessibilityScrollDirection: Int, Sendable { case right = 1, left, up, down, next, previous }

/// A custom action a reader would offer; never performed here.
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
    public init(name: String, target: Any?, selector: Selector) { self.name = name }
}
