import Foundation

// The types UIResponder's keyboard, press, menu and activity members name. A scene has no
// keyboard, remote or menu bar: they are declared so that code naming them compiles, and
// keep what is set.

/// A hardware-keyboard shortcut. (UIKit's descends from UIMenuElement through UICommand.)
open class UICommand: NSObject {
    open var title: String
    open var action: Selector
    open var propertyList: Any?
    public init(title: String, action: Selector, propertyList: Any? = nil) {
        self.title = title
        self.action = action
        self.propertyList = propertyList
    }
}

open class UIKeyCommand: UICommand {
    public static let inputUpArrow = "UIKeyInputUpArrow", inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow", inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    open var input: String?
    open var modifierFlags: UIKeyModifierFlags
    open var wantsPriorityOverSystemBehavior = false
    public init(title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, action: action, propertyList: propertyList)
    }
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }
}

public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = Self(rawValue: 1 << 16), shift = Self(rawValue: 1 << 17)
    public static let control = Self(rawValue: 1 << 18), alternate = Self(rawValue: 1 << 19)
    public static let command = Self(rawValue: 1 << 20), numericPad = Self(rawValue: 1 << 21)
}

/// What buildMenu(with:) is handed on iPadOS and Mac Catalyst; never on a scene's iPhone.
public protocol UIMenuBuilder: AnyObject {}

/// A physical button press (a remote's, a game controller's, a keyboard's key).
open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    open var phase: Phase { .began }
    open var force: CGFloat { 0 }
    open var timestamp: TimeInterval { 0 }
}

open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> { [] }
}

public enum UIEditingInteractionConfiguration: Int, Sendable { case none = 0, `default` = 1 }

/// A custom keyboard's controller, and the keyboard's assistant bar and language.
open class UIInputViewController: UIViewController {}
open class UITextInputAssistantItem: NSObject {
    open var allowsHidingShortcuts = true
}
open class UITextInputMode: NSObject {
    open var primaryLanguage: String? { "en-US" }
    open class var activeInputModes: [UITextInputMode] { [] }
}

/// Share-sheet items a responder offers; nothing shares from a scene.
public protocol UIActivityItemsConfigurationReading: AnyObject {}
