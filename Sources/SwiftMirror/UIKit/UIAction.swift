@_spi(LoaderAnim) import LACoreGraphics

/// UIAction (iOS 14): a closure as a control's action, `addAction(_:for:)` or
/// `UIButton(primaryAction:)`, run by `sendActions(for:)` (a tap too) after the control's
/// target-actions, with `sender` the control. Its title and image are kept, not shown.
open class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    open internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(Self.made)")
        self.handler = handler
        Self.made += 1
    }

    /// Makes each default identifier unique, as UIKit's are.
    nonisolated(unsafe) private static var made = 0
}

extension UIControl {
    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.removeAll { $0.action.identifier == action.identifier }
        closureActions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.removeAll { $0.action === action && !$0.events.intersection(controlEvents).isEmpty }
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        closureActions.removeAll { $0.action.identifier == identifier && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// The closure actions for `controlEvents`, with the control as their sender.
    func sendClosureActions(for controlEvents: Event) {
        for entry in closureActions where !entry.events.intersection(controlEvents).isEmpty {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
    }
}

extension UIButton {
    /// iOS 14's `UIButton(type:primaryAction:)`: the action runs on `.primaryActionTriggered`
    /// (a tap), its title is the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
