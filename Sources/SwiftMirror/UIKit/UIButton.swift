@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIButton, the classic (pre-configuration) button: a title per state, a title color per
/// state, an image per state, laid out as UIKit lays them out by default:
///
/// - The content rect is the bounds less `contentEdgeInsets`. The image (its own size) and
///   the title (its label's fitting size) sit side by side, image first, and the pair is
///   centered in the content rect as one group (`contentHorizontalAlignment` .left/.right
///   and `contentVerticalAlignment` .top/.bottom move it to a side); each is centered
///   vertically. A title too wide for what the image leaves is truncated in the middle ("…").
/// - `titleEdgeInsets` and `imageEdgeInsets` move their element, as UIKit's do with the
///   centered alignment: by (left − right) / 2 across and (top − bottom) / 2 down.
/// - Origins are rounded to the screen's pixels, as UIKit rounds them.
/// - sizeThatFits (sizeToFit, intrinsicContentSize) is the pair's size plus the content
///   insets; with no content insets, a button with a title is 6 points taller than its
///   label at the top and at the bottom, as UIKit pads it (a 15-point title, 18 tall: 30).
///
/// States: the title, title color and image for the current state (`.highlighted`,
/// `.selected`, `.disabled`, or a combination), else the one for `.normal`. A `.system`
/// button draws its title in the tint color (systemBlue) at 15 points, at 20 % opacity while
/// highlighted and in gray when disabled; a `.custom` one in white. A tap
/// (`canvas.tap(button, at:)`) highlights it, sends `.touchDown`, unhighlights it and sends
/// `.touchUpInside` and `.primaryActionTriggered`.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    open private(set) var buttonType: ButtonType = .custom
    /// The title's label (made with the button, hidden while there is no title).
    open private(set) var titleLabel: UILabel? = UILabel(frame: .zero)
    /// The image's view (hidden while there is no image).
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Kept per state (the inert symbol configurations: symbols draw as their point size alone).
    private var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentChanged() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Accepted: an image is not darkened while highlighted, nor is a glow shown.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.lineBreakMode = .byTruncatingMiddle
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateContent()
    }

    public required init?(coder: NSCoder) { return nil }
    /// `UIButton()`: UIView's convenience init() is not inherited (UIView's SPI init(rootOf:) is not overridden).
    public convenience init() { self.init(frame: .zero) }

    open override var isHighlighted: Bool { didSet { stateChanged() } }
    open override var isSelected: Bool { didSet { stateChanged() } }
    open override var isEnabled: Bool { didSet { stateChanged() } }
    override var sendsPrimaryAction: Bool { true }
    override func adopt(primaryAction: UIAction) {
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        super.adopt(primaryAction: primaryAction)
    }

    /// iOS 15's configured button: its title, image and filled background drawn from the
    /// configuration (UIButton+Configuration.swift); nil is the classic button.
    open var configuration: UIButton.Configuration? { didSet { configurationChanged() } }
    /// Runs when the button's state changes (and on setNeedsUpdateConfiguration()), to set
    /// the configuration for the new state, as UIKit's.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesConfiguration = true
    /// The configuration's subtitle label (not drawn yet).
    open private(set) var subtitleLabel: UILabel?
    /// The filled background of a configured button, below the image and the title.
    var configurationBackground: UIView?
    /// A tap toggles isSelected before the primary action, as UIKit's (iOS 15).
    open var changesSelectionAsPrimaryAction = false

    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Runs the update handler; UIButton's own keeps the configuration as set.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    private func stateChanged() {
        updateContent()
        if automaticallyUpdatesConfiguration, configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override func sendActions(for controlEvents: Event) {
        if controlEvents.contains(.primaryActionTriggered), changesSelectionAsPrimaryAction, isEnabled { isSelected.toggle() }
        super.sendActions(for: controlEvents)
    }

    /// The title's shadow: its label's (drawn by the label's text layer).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        updateContent()
    }
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }
    open var currentTitleShadowColor: UIColor? { lookUp(titleShadowColors) }
    open var titleShadowOffset: CGSize {
        get { titleLabel?.shadowOffset ?? CGSize(width: 0, height: -1) }
        set { titleLabel?.shadowOffset = newValue }
    }
    private var titleShadowColors: [UInt: UIColor] = [:]
    /// The title's font and line breaks (deprecated spellings of titleLabel's).
    open var font: UIFont! {
        get { titleLabel?.font }
        set {
            titleLabel?.font = newValue
            contentChanged()
        }
    }
    open var lineBreakMode: NSLineBreakMode {
        get { titleLabel?.lineBreakMode ?? .byTruncatingMiddle }
        set { titleLabel?.lineBreakMode = newValue }
    }

    // MARK: Inert
    open var reversesTitleShadowWhenHighlighted: Bool = false
    open var isPointerInteractionEnabled: Bool = false
    open var pointerStyleProvider: PointerStyleProvider?
    open var menu: UIMenu?
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    open var role: Role = .normal
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }
    open var isHeld: Bool { false }
    open var isHovered: Bool { false }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) { preferredSymbolConfigurations[state.rawValue] = configuration }
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? { preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[0] }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { lookUp(preferredSymbolConfigurations) }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentChanged()
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentChanged()
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(state) }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Drawn stretched over the bounds, as UIKit draws a background image without cap insets.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        usesBackgroundImages = true
        updateContent()
    }
    /// Set once a background image is given: the layer's contents are the button's from then on.
    private var usesBackgroundImages = false
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    open var currentTitle: String? { lookUp(titles) }
    open var currentAttributedTitle: NSAttributedString? { lookUp(attributedTitles) }
    open var currentTitleColor: UIColor { lookUp(titleColors) ?? defaultTitleColor(state) }
    open var currentImage: UIImage? { lookUp(images) }
    open var currentBackgroundImage: UIImage? { lookUp(backgroundImages) }

    /// The value for the current state: the exact state's, then the disabled, highlighted or
    /// selected one the state includes (in that order), then the normal one.
    func lookUp<T>(_ table: [UInt: T]) -> T? {
        let state = self.state
        for candidate in [state, state.intersection(.disabled), state.intersection(.highlighted), state.intersection(.selected)]
        where !candidate.isEmpty {
            if let value = table[candidate.rawValue] { return value }
        }
        return table[0]
    }

    /// UIKit's defaults: a system button's title is its tint (20 % while highlighted, gray
    /// when disabled), a custom one's white.
    private func defaultTitleColor(_ state: State) -> UIColor {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    func contentChanged() {
        updateContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the current state's title, color and images.
    func updateContent() {
        if configuration != nil { return applyConfiguration() }
        if let titleLabel {
            titleLabel.shadowColor = currentTitleShadowColor
            if let attributed = currentAttributedTitle {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = currentTitle
            }
            titleLabel.textColor = currentTitleColor
            titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        }
        if let imageView {
            imageView.image = currentImage
            imageView.isHidden = currentImage == nil
        }
        if usesBackgroundImages { layer.contents = currentBackgroundImage?.cgImage }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The image's and the title's sizes as laid out side by side.
    var contentSizes: (image: CGSize, title: CGSize) {
        let image = imageView?.isHidden == false ? (currentImage?.size ?? .zero) : .zero
        let title = titleLabel.map { $0.isHidden ? .zero : $0.sizeThatFits(.zero) } ?? .zero
        return (image, title)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configuredSize(configuration) }
        let (image, title) = contentSizes
        let insets = contentEdgeInsets
        var height = max(image.height, title.height) + insets.top + insets.bottom
        if insets == .zero, title.height > 0 { height = max(height, title.height + 12) }
        return CGSize(width: image.width + title.width + insets.left + insets.right, height: height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        configurationBackground?.frame = backgroundRect(forBounds: bounds)
        if let configuration { configurationBackground?.layer.cornerRadius = configuration.cornerRadius(height: bounds.height) }
        let content = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: content)
        titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The rectangles the layout places things in, which a subclass may override.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        guard let configuration else { return bounds.inset(by: contentEdgeInsets) }
        let insets = configuration.contentInsets
        return bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).image }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).title }

    /// The image's and the title's frames in the content rect (see the type's note).
    private func contentFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
        if let configuration { return configuredFrames(configuration, in: content) }
        var (image, title) = contentSizes
        title.width = max(0, min(title.width, content.width - image.width))
        let width = image.width + title.width
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - width
        case .center: content.minX + (content.width - width) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.minY + (content.height - height) / 2
            }
        }
        return (place(CGRect(x: x, y: y(image.height), width: image.width, height: image.height), imageEdgeInsets),
                place(CGRect(x: x + image.width, y: y(title.height), width: title.width, height: title.height), titleEdgeInsets))
    }

    /// `rect` moved by its edge insets and its origin rounded to the screen's pixels.
    func place(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
        let scale = max(UIScreen.main.scale, 1)
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: pixel(rect.minX + (insets.left - insets.right) / 2), y: pixel(rect.minY + (insets.top - insets.bottom) / 2),
                      width: rect.width, height: rect.height)
    }
}
