@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIControl's target-action, for a loader that lives in a button: `addTarget(_:action:for:)`
/// with a `#selector`, and `sendActions(for:)` calling each target that asked for one of the
/// events, in the order they were added. A nil target is looked for up the view tree, as
/// UIKit's responder chain does. Targets are not retained, as UIKit does not retain them.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2), touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8), valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13), menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF), allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000), systemReserved = Event(rawValue: 0xF000_0000)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1), selected = State(rawValue: 1 << 2), focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000), reserved = State(rawValue: 0xFF00_0000)
    }

    private struct Action {
        weak var target: AnyObject?
        let hasTarget: Bool
        let selector: Selector
        let events: Event
    }
    private var actions: [Action] = []
    /// The UIActions added with addAction(_:for:) (UIAction.swift).
    var closureActions: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Whether a touch is down on the control (between touchesBegan and touchesEnded).
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false
    /// Where a button puts its image and title (UIButton's layout reads them).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        guard !actions.contains(where: { $0.target === object && $0.selector == action && $0.events == controlEvents }) else { return }
        actions.append(Action(target: object, hasTarget: object != nil, selector: action, events: controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.selector == action)
                && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    /// The events some target or action is registered for.
    open var allControlEvents: Event {
        (actions.map(\.events) + closureActions.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// iOS 14's: a control whose action is `primaryAction` (its `.primaryActionTriggered` action).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction: primaryAction) }
    }
    /// A primary action joins the control (a button shows its title and image too).
    func adopt(primaryAction: UIAction) { addAction(primaryAction, for: .primaryActionTriggered) }

    /// Sends `.primaryActionTriggered`, as a tap on a button does.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }
    /// Runs a UIAction with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }
    /// Each handler: its UIAction, or its target and action, with its events; the closure
    /// stops the walk by setting its last argument.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions {
            iterator(nil, (entry.target, entry.selector), entry.events, &stop)
            if stop { return }
        }
        for entry in closureActions {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }
    /// leading and trailing as left and right: the canvas lays out left to right.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    // MARK: Inert
    open var isContextMenuInteractionEnabled: Bool = false
    open var showsMenuAsPrimaryAction: Bool = false
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    open var isSymbolAnimationEnabled: Bool = false
    open var toolTip: String?
    open var toolTipInteraction: UIToolTipInteraction? { nil }
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}

    // MARK: Targets

    open var allTargets: Set<AnyHashable> { Set(actions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } }) }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = actions.filter { $0.target === object && !$0.events.intersection(controlEvent).isEmpty }.map(\.selector.name)
        return names.isEmpty ? nil : names
    }

    // MARK: Touches, as UIKit's controls track them

    /// A finger down (a scene's `canvas.tap`, or touches it makes): an enabled control
    /// highlights and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger up: the control unhighlights and sends `.touchUpInside` when the touch
    /// ended inside its bounds (then `.primaryActionTriggered` for a button), else
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTouchInside || isTracking || isHighlighted, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        isHighlighted = false
        endTracking(touch, with: event)
        isTracking = false
        isTouchInside = false
        guard isEnabled else { return }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside, sendsPrimaryAction { sendActions(for: .primaryActionTriggered) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// What custom controls override to follow a touch; UIControl's own keep tracking.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a tap also sends `.primaryActionTriggered` (a button's does).
    var sendsPrimaryAction: Bool { false }

    /// Sends the actions for `controlEvents` now, as a touch would (an enabled control only).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                sendAction(entry.selector, to: target, for: nil)
            } else {
                sendAction(entry.selector, to: nil, for: nil)
            }
        }
        sendClosureActions(for: controlEvents)
    }

    /// Calls `action` on `target`; a nil target is the first view from this one up that has
    /// the method.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target { return action.perform(on: target as AnyObject, with: self) }
        var view: UIView? = self
        while let current = view {
            if action.isAccepted(by: current) { return action.perform(on: current, with: self) }
            view = current.superview
        }
    }
}
