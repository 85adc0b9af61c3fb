@_spi(LoaderAnim) import LACoreGraphics

/// UIFeedbackGenerator and its three kinds: haptics, which a rendered loader cannot show.
/// Everything is accepted and does nothing; a generator made for a view remembers the view.
open class UIFeedbackGenerator: NSObject {
    /// The view the generator was made for (iOS 17.5's init(view:)), as UIInteraction's.
    open fileprivate(set) weak var view: UIView?

    public override init() {}

    // MARK: Inert
    public convenience init(view: UIView) { self.init(); self.view = view }
    open func prepare() {}
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// UIKit's style for a generator made without one.
    let style: FeedbackStyle

    public override init() {
        style = .medium
        super.init()
    }

    // MARK: Inert
    public init(style: FeedbackStyle) { self.style = style; super.init() }
    public convenience init(style: FeedbackStyle, view: UIView) { self.init(style: style); self.view = view }
    open func impactOccurred() {}
    open func impactOccurred(at location: CGPoint) {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    // MARK: Inert
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    // MARK: Inert
    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
