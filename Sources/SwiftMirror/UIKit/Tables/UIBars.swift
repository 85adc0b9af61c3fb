@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// The bars' background, as iOS 17 draws a bar's standard appearance: the light chrome
/// (barTintColor or the appearance's background color when set; a dark one for the black
/// bar styles), opaque when not translucent, with a one-pixel hairline on the edge toward
/// the content (the toolbar's top, the navigation bar's bottom). Their fitting height is 44.
/// Their items' buttons are not drawn yet (a warning).
open class UIToolbar: UIView, UIBarPositioning {
    /// The system chrome over white (systemChromeMaterial, light), and its hairline.
    static let chromeColor = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    static let darkChromeColor = UIColor(red: 29 / 255, green: 29 / 255, blue: 31 / 255, alpha: 0.94)
    static let hairlineColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)

    open weak var delegate: UIToolbarDelegate?
    open var barStyle: UIBarStyle = .default { didSet { restyle() } }
    open var barTintColor: UIColor? { didSet { restyle() } }
    open var isTranslucent = true { didSet { restyle() } }
    open var items: [UIBarButtonItem]? {
        didSet { if !(items ?? []).isEmpty { MirrorDiagnostics.warnNotDrawn("UIToolbar.items") } }
    }
    open var standardAppearance = UIToolbarAppearance() { didSet { restyle() } }
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    open var barPosition: UIBarPosition { .bottom }

    let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        restyle()
    }
    public required init?(coder: NSCoder) { return nil }
    public convenience init() { self.init(frame: .zero) }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private func restyle() { UIToolbar.style(self, hairline, barStyle, barTintColor, isTranslucent, standardAppearance) }

    /// A bar's background and hairline from its settings (UIToolbar's and UINavigationBar's).
    static func style(_ bar: UIView, _ hairline: UIView, _ barStyle: UIBarStyle, _ tint: UIColor?, _ translucent: Bool,
                      _ appearance: UIBarAppearance) {
        var color = tint ?? (barStyle != .default ? darkChromeColor : appearance.backgroundColor ?? chromeColor)
        if !translucent { color = color.withAlphaComponent(1) }
        bar.backgroundColor = color
        hairline.backgroundColor = appearance.shadowColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = UIToolbar.hairlineFrame(in: bounds, atTop: true)
    }
    static func hairlineFrame(in bounds: CGRect, atTop: Bool) -> CGRect {
        let pixel = 1 / max(UIScreen.main.scale, 1)
        return CGRect(x: 0, y: atTop ? -pixel : bounds.height, width: bounds.width, height: pixel)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    // MARK: Inert
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { nil }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { nil }
}

public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// UINavigationBar: the bar's background (as UIToolbar's, its hairline at the bottom) and
/// its top item's title (or title view) centered, in the semibold 17-point font, or
/// titleTextAttributes' font and color. Its buttons and large titles are not drawn yet.
open class UINavigationBar: UIView, UIBarPositioning {
    public enum NSToolbarSection: Int, Sendable { case none, sidebar, supplementary, content }

    open weak var delegate: UINavigationBarDelegate?
    open var barStyle: UIBarStyle = .default { didSet { restyle() } }
    open var barTintColor: UIColor? { didSet { restyle() } }
    open var isTranslucent = true { didSet { restyle() } }
    open var standardAppearance = UINavigationBarAppearance() { didSet { restyle() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var barPosition: UIBarPosition { .top }
    private let hairline = UIView()
    private func restyle() { UIToolbar.style(self, hairline, barStyle, barTintColor, isTranslucent, standardAppearance) }

    open var items: [UINavigationItem]? {
        didSet {
            for item in items ?? [] {
                item.bar = self
                if item.leftBarButtonItems?.isEmpty == false || item.rightBarButtonItems?.isEmpty == false {
                    MirrorDiagnostics.warnNotDrawn("UINavigationBar.items")
                }
            }
            setNeedsLayout()
        }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles { MirrorDiagnostics.warnNotDrawn("UINavigationBar.prefersLargeTitles") } }
    }
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var shadowImage: UIImage?

    private let titleLabel = UILabel()
    private var shownTitleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(hairline)
        addSubview(titleLabel)
        restyle()
    }
    public convenience init() { self.init(frame: .zero) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
    public required init?(coder: NSCoder) { return nil }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var all = items, !all.isEmpty else { return nil }
        let popped = all.removeLast()
        items = all
        return popped
    }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = UIToolbar.hairlineFrame(in: bounds, atTop: false)
        let item = topItem
        if shownTitleView !== item?.titleView {
            shownTitleView?.removeFromSuperview()
            shownTitleView = item?.titleView
            if let shownTitleView { addSubview(shownTitleView) }
        }
        // Set only when changed: a label's new text or font asks its superview for layout again.
        let attributes = titleTextAttributes ?? standardAppearance.titleTextAttributes
        let font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        let color = attributes[.foregroundColor] as? UIColor ?? (barStyle == .default ? .black : .white)
        let text = shownTitleView == nil ? item?.title : nil
        if titleLabel.font.fontName != font.fontName || titleLabel.font.pointSize != font.pointSize { titleLabel.font = font }
        if titleLabel.textColor != color { titleLabel.textColor = color }
        if titleLabel.text != text { titleLabel.text = text }
        let height = min(bounds.height, 44)
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        if let view = shownTitleView {
            view.center = CGPoint(x: bounds.midX, y: height / 2)
        }
    }

    // MARK: Inert
    open var currentNSToolbarSection: NSToolbarSection { .none }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { nil }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { nil }
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { 0 }
}

public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}
extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
