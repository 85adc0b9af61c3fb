@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// The configuration types cells take (iOS 14): a content configuration makes the view
/// that fills a cell's contentView; a list content configuration lays out its image, text
/// and secondary text as a cell's default style does; a background configuration's color,
/// corner radius and stroke draw on the cell.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false, isHighlighted = false, isSelected = false, isFocused = false, isPinned = false
    public var isEditing = false, isExpanded = false, isSwiped = false, isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public static func == (a: Self, b: Self) -> Bool {
        [a.isDisabled, a.isHighlighted, a.isSelected, a.isFocused, a.isPinned, a.isEditing, a.isExpanded, a.isSwiped, a.isReordering]
            == [b.isDisabled, b.isHighlighted, b.isSelected, b.isFocused, b.isPinned, b.isEditing, b.isExpanded, b.isSwiped, b.isReordering]
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(isSelected); hasher.combine(isHighlighted) }
}

public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}
extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// A list row's content: image, text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: UITableViewCell.secondaryLabelColor)
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var prefersSideBySideTextAndSecondaryText = false

    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self {
        var made = Self()
        made.secondaryTextProperties.font = .systemFont(ofSize: 12)
        return made
    }
    public static func valueCell() -> Self {
        var made = Self()
        made.secondaryTextProperties.font = .systemFont(ofSize: 17)
        made.prefersSideBySideTextAndSecondaryText = true
        return made
    }
    public static func header() -> Self { plainHeader() }
    public static func footer() -> Self { plainFooter() }
    public static func plainHeader() -> Self {
        var made = Self()
        made.textProperties.font = .boldSystemFont(ofSize: 17)
        return made
    }
    public static func plainFooter() -> Self {
        var made = Self()
        made.textProperties = made.secondaryTextProperties
        return made
    }
    public static func groupedHeader() -> Self {
        var made = Self()
        made.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: UITableViewCell.secondaryLabelColor)
        return made
    }
    public static func groupedFooter() -> Self { groupedHeader() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// Shows a list content configuration: the image at the leading margin, the text (and the
/// secondary text below it, or at the trailing edge for a value cell) after it.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(), secondaryLabel = UILabel(), imageView = UIImageView()

    public init(configuration: UIListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }
    public required init?(coder: NSCoder) { return nil }

    open var listContentConfiguration: UIListContentConfiguration { didSet { apply() } }
    open var configuration: UIContentConfiguration {
        get { listContentConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list } }
    }

    private func apply() {
        let configuration = listContentConfiguration
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryLabel, configuration.secondaryText, configuration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        imageView.image = configuration.image
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = listContentConfiguration, area = bounds
        var x: CGFloat = 16
        if let size = configuration.image?.size {
            imageView.frame = CGRect(x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            x = imageView.frame.maxX + configuration.imageToTextPadding
        }
        let width = max(area.width - x - 16, 0)
        let textHeight = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        let secondary = secondaryLabel.sizeThatFits(CGSize(width: width, height: 0))
        if configuration.prefersSideBySideTextAndSecondaryText {
            secondaryLabel.frame = CGRect(x: x + width - secondary.width, y: 0, width: secondary.width, height: area.height)
            textLabel.frame = CGRect(x: x, y: 0, width: max(width - secondary.width - 8, 0), height: area.height)
        } else {
            let padding = configuration.secondaryText == nil ? 0 : configuration.textToSecondaryTextVerticalPadding
            let top = (area.height - textHeight - padding - secondary.height) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            secondaryLabel.frame = CGRect(x: x, y: top + textHeight + padding, width: width, height: secondary.height)
        }
    }
}

/// A cell's background draws on the cell's layer: its color, corner radius and stroke; a
/// custom view or image is not drawn yet.
extension UIBackgroundConfiguration {
    public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .white) }
    public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }
    public func updated(for state: UIConfigurationState) -> Self { self }

    func apply(to view: UIView, name: String) {
        view.backgroundColor = backgroundColor
        view.layer.cornerRadius = cornerRadius
        view.layer.borderColor = strokeColor?.cgColor
        view.layer.borderWidth = strokeWidth
        if customView != nil || image != nil { MirrorDiagnostics.warnNotDrawn(name) }
    }
}

extension UIView {
    /// A cell's content configuration shown: its view in place of `old`, filling this
    /// content view and following its size (the table's and the collection's cells alike).
    func showContentView(of configuration: UIContentConfiguration?, replacing old: UIView?) -> UIView? {
        old?.removeFromSuperview()
        guard let configuration else { return nil }
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
