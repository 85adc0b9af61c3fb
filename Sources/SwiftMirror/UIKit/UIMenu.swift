import Foundation
@_spi(LoaderAnim) import LACoreGraphics

/// Menus and context menus: declared so that a control's `menu` and its context-menu
/// members compile; no menu opens on the canvas (no long press, no pointer).
open class UIMenuElement: NSObject {
    open private(set) var title: String
    open private(set) var image: UIImage?
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
    // MARK: Inert
    open var subtitle: String?
}

open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Self(rawValue: 1 << 0), destructive = Self(rawValue: 1 << 1)
        public static let singleSelection = Self(rawValue: 1 << 5), displayAsPalette = Self(rawValue: 1 << 7)
    }
    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

open class UIContextMenuConfiguration: NSObject {
    /// The order a button's menu lists its elements in.
    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }
    open private(set) var identifier: NSCopying
    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier ?? NSUUID()
    }
    // MARK: Inert
    open var preferredMenuElementOrder: ElementOrder = .automatic
}

public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {}

open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public init(delegate: UIContextMenuInteractionDelegate) { self.delegate = delegate }
    // MARK: Inert
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func dismissMenu() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A view shown as a menu's preview.
open class UITargetedPreview: NSObject {
    open private(set) var view: UIView
    public init(view: UIView) { self.view = view }
}

/// A control's tool tip (Mac Catalyst, pointers): nothing hovers on the canvas.
open class UIToolTipInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    public override init() {}
    public init(defaultToolTip: String) { self.defaultToolTip = defaultToolTip }
    // MARK: Inert
    open var isEnabled: Bool = true
    open var defaultToolTip: String?
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}
