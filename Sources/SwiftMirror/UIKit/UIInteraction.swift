import Foundation
@_spi(LoaderAnim) import LACoreGraphics

/// The types UIView's inert members name (interactions, motion effects, focus, hover,
/// printing): declared as UIKit spells them, kept and read back; a render shows none.
public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// Tilting with the device: the canvas has no device motion, so no effect moves a view.
open class UIMotionEffect: NSObject {
    public override init() {}
    // MARK: Inert
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }
    open private(set) var keyPath: String
    open private(set) var type: EffectType
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
    }
    // MARK: Inert
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?
}

open class UIMotionEffectGroup: UIMotionEffect {
    // MARK: Inert
    open var motionEffects: [UIMotionEffect]?
}

/// UIOffset: a horizontal and vertical offset (a motion effect's viewer offset).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { (horizontal, vertical) = (0, 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public static let zero = UIOffset()
}

/// The focus system's types (tvOS, keyboards): no focus moves on the canvas.
open class UIFocusEffect: NSObject {
    public required override init() {}
    // MARK: Inert
    open class func effect() -> Self { Self() }
}

public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = Self(0)
    public static let previouslyFocused = Self(1000)
    public static let prioritized = Self(2000)
    public static let currentlyFocused = Self(Int.max)
}

/// iOS 17's pointer hover style: no pointer hovers on the canvas.
open class UIHoverStyle: NSObject {
    public required override init() {}
    // MARK: Inert
    open var isEnabled: Bool = true
    open class func automatic() -> Self { Self() }
}

/// Printing: nothing prints here.
open class UIPrintFormatter: NSObject {
    // MARK: Inert
    open var startPage: Int = 0
    open var perPageContentInsets: UIEdgeInsets = .zero
    open var maximumContentHeight: CGFloat = 0
    open var maximumContentWidth: CGFloat = 0
    open var pageCount: Int { 0 }
    open func removeFromPrintPageRenderer() {}
    open func rectForPage(at pageIndex: Int) -> CGRect { .zero }
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}
}

open class UIViewPrintFormatter: UIPrintFormatter {
    public private(set) weak var view: UIView?
    init(view: UIView) { self.view = view }
}

/// UIKeyboardLayoutGuide (iOS 15) and its superclass: no keyboard shows on the canvas, so
/// the guide rests on the owning view's bottom edge, zero tall (UIView+Inert.swift).
open class UITrackingLayoutGuide: UILayoutGuide {
    // MARK: Inert
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {}
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {}
    open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] { [] }
    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] { [] }
}

open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    init(of view: UIView) { super.init(system: .keyboard, of: view) }
    // MARK: Inert
    open var followsUndockedKeyboard: Bool = false
    open var usesBottomSafeArea: Bool = true
    open var keyboardDismissPadding: CGFloat = 0
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1 << 0), leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2), trailing = Self(rawValue: 1 << 3)
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}
