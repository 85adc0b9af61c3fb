import Foundation
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIButton.Configuration (iOS 15): a configured button draws, approximately as iOS does,
/// its title (in the style's foreground: the tint, white on `filled()`), its image before
/// the title (or where `imagePlacement` puts it, `imagePadding` apart), and a background
/// filled with the style's color (`baseBackgroundColor`, else the tint; 15 % of it on
/// `tinted()`, a light gray on `gray()`, none on `plain()`), rounded per `cornerStyle`
/// (small 4, medium 8, large 12 points, capsule half the height; dynamic as medium, fixed
/// `background.cornerRadius`). The font and default insets follow `buttonSize` (17 points
/// with 7 × 12 insets at medium, 15 with 5 × 10 at small, 12 with 3 × 8 at mini, 17 with
/// 14 × 20 at large): these values are approximate, not measured from iOS. Not drawn
/// (warned): subtitles, the activity indicator and the text-attributes transformers.
extension UIButton {
    public struct Configuration {
        public enum Size: Int, Sendable { case medium = 0, small, mini, large }
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic = 0, bordered, borderless, borderlessTinted }
        public enum Indicator: Int, Sendable { case automatic = 0, none, popup }
        enum Style { case plain, tinted, gray, filled }
        var style: Style

        init(style: Style) {
            self.style = style
            setDefaultContentInsets()
        }

        public static func plain() -> Self { Self(style: .plain) }
        public static func tinted() -> Self { Self(style: .tinted) }
        public static func gray() -> Self { Self(style: .gray) }
        public static func filled() -> Self { Self(style: .filled) }
        public static func borderless() -> Self { Self(style: .plain) }
        public static func bordered() -> Self { Self(style: .gray) }
        public static func borderedTinted() -> Self { Self(style: .tinted) }
        public static func borderedProminent() -> Self { Self(style: .filled) }

        /// The configuration for the button's state: UIKit's adjusts colors for highlight and
        /// selection; here the configuration as set.
        public func updated(for button: UIButton) -> Self { self }

        public var background = UIBackgroundConfiguration()  // no color of its own: the style's colors show
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium { didSet { setDefaultContentInsets() } }
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var title: String?
        public var attributedTitle: AttributedString?
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

        public mutating func setDefaultContentInsets() {
            let (v, h): (CGFloat, CGFloat) = switch buttonSize {
            case .mini: (3, 8)
            case .small: (5, 10)
            case .medium: (7, 12)
            case .large: (14, 20)
            }
            contentInsets = NSDirectionalEdgeInsets(top: v, leading: h, bottom: v, trailing: h)
        }

        // MARK: Inert
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var imageReservation: CGFloat = 0
        public var automaticallyUpdateForSelection: Bool = true
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        // MARK: Not drawn yet
        public var subtitle: String? { didSet { if subtitle != nil { MirrorDiagnostics.warnNotDrawn("UIButton.Configuration.subtitle") } } }
        public var attributedSubtitle: AttributedString? {
            didSet { if attributedSubtitle != nil { MirrorDiagnostics.warnNotDrawn("UIButton.Configuration.attributedSubtitle") } }
        }
        public var showsActivityIndicator = false {
            didSet { if showsActivityIndicator { MirrorDiagnostics.warnNotDrawn("UIButton.Configuration.showsActivityIndicator") } }
        }
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            didSet { if titleTextAttributesTransformer != nil { MirrorDiagnostics.warnNotDrawn("UIButton.Configuration.titleTextAttributesTransformer") } }
        }
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            didSet { if subtitleTextAttributesTransformer != nil { MirrorDiagnostics.warnNotDrawn("UIButton.Configuration.subtitleTextAttributesTransformer") } }
        }

        // MARK: Resolved

        var titleText: String? { attributedTitle.map { String($0.characters) } ?? title }
        var fontSize: CGFloat { [17, 15, 12, 17][buttonSize.rawValue] }

        func foreground(tint: UIColor) -> UIColor { baseForegroundColor ?? (style == .filled ? .white : tint) }

        func backgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return background.backgroundColorTransformer.map { $0(color) } ?? color }
            switch style {
            case .plain: return baseBackgroundColor
            case .gray: return baseBackgroundColor ?? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: return baseBackgroundColor ?? tint
            }
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .dynamic, .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }

    public enum Role: Int, Sendable { case normal = 0, primary, cancel, destructive }
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// A configured button with its primary action (its title and image the action's where
    /// the configuration has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.titleText == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        configurationChanged()  // an initializer's own assignment runs no observer
    }

    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = systemButton()
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    public class func systemButton(primaryAction: UIAction?) -> Self {
        let button = systemButton()
        if let primaryAction { button.adopt(primaryAction: primaryAction) }
        return button
    }

    /// A system button of this class: UIButton's initializers are not required, so a
    /// subclass (which UIKit would make) cannot be made from its metatype here.
    private class func systemButton() -> Self {
        guard let button = UIButton(type: .system) as? Self else {
            MirrorDiagnostics.fail("\(Self.self).systemButton: only UIButton itself makes system buttons here (a subclass's "
                + "initializers cannot be called through its type); write \(Self.self)(type: .system)")
        }
        return button
    }

    // MARK: Drawing a configuration

    func configurationChanged() {
        if configuration == nil {
            configurationBackground?.removeFromSuperview()
            configurationBackground = nil
        }
        updateContent()
        contentChanged()
    }

    /// Shows the configuration: the title, its color and font, the image, the background.
    func applyConfiguration() {
        guard let configuration else { return }
        let tint = tintColor ?? .systemBlue
        if let titleLabel {
            titleLabel.text = configuration.titleText
            titleLabel.font = .systemFont(ofSize: configuration.fontSize)
            titleLabel.textColor = configuration.foreground(tint: tint)
            titleLabel.lineBreakMode = configuration.titleLineBreakMode == .byWordWrapping ? .byTruncatingTail : configuration.titleLineBreakMode
            titleLabel.isHidden = (configuration.titleText ?? "").isEmpty
        }
        if let imageView {
            imageView.image = configuration.image
            imageView.isHidden = configuration.image == nil
        }
        let background: UIView
        if let existing = configurationBackground {
            background = existing
        } else {
            background = UIView(frame: bounds)
            background.isUserInteractionEnabled = false
            insertSubview(background, at: 0)
            configurationBackground = background
        }
        background.backgroundColor = configuration.backgroundColor(tint: tint)
        background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        background.layer.borderColor = configuration.background.strokeColor?.cgColor
        background.layer.borderWidth = configuration.background.strokeWidth
        setNeedsLayout()
    }

    private var configuredContentSizes: (image: CGSize, title: CGSize) {
        let image = imageView?.isHidden == false ? (configuration?.image?.size ?? .zero) : .zero
        let title = titleLabel.map { $0.isHidden ? .zero : $0.sizeThatFits(.zero) } ?? .zero
        return (image, title)
    }

    /// The content's size plus the insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let (image, title) = configuredContentSizes, insets = configuration.contentInsets
        let padding = image != .zero && title != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(image.width, title.width), height: image.height + padding + title.height)
            : CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// The image and the title as one group centered in the content rect (or moved to a side
    /// by the content alignments), the image on the placement's side.
    func configuredFrames(_ configuration: Configuration, in content: CGRect) -> (image: CGRect, title: CGRect) {
        var (image, title) = configuredContentSizes
        let padding = image != .zero && title != .zero ? configuration.imagePadding : 0
        let placement = configuration.imagePlacement, vertical = placement == .top || placement == .bottom
        if vertical { title.width = min(title.width, content.width) } else { title.width = max(0, min(title.width, content.width - image.width - padding)) }
        let group = vertical
            ? CGSize(width: max(image.width, title.width), height: image.height + padding + title.height)
            : CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - group.width
        case .center: content.minX + (content.width - group.width) / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - group.height
        case .center: content.minY + (content.height - group.height) / 2
        }
        var imageOrigin = CGPoint(x: x, y: y + (group.height - image.height) / 2)
        var titleOrigin = CGPoint(x: x + image.width + padding, y: y + (group.height - title.height) / 2)
        switch placement {
        case .trailing:
            titleOrigin.x = x
            imageOrigin.x = x + title.width + padding
        case .top:
            imageOrigin = CGPoint(x: x + (group.width - image.width) / 2, y: y)
            titleOrigin = CGPoint(x: x + (group.width - title.width) / 2, y: y + image.height + padding)
        case .bottom:
            titleOrigin = CGPoint(x: x + (group.width - title.width) / 2, y: y)
            imageOrigin = CGPoint(x: x + (group.width - image.width) / 2, y: y + title.height + padding)
        default: break
        }
        return (place(CGRect(origin: imageOrigin, size: image), .zero), place(CGRect(origin: titleOrigin, size: title), .zero))
    }
}

/// UIBehavioralStyle: how a control behaves on Mac Catalyst; iOS's is `.pad`.
public enum UIBehavioralStyle: UInt, Sendable { case automatic = 0, pad, mac }
