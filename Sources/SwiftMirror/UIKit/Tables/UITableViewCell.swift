@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UITableViewCell: a white view whose contentView fills it (less a custom accessoryView at
/// its trailing edge). Its textLabel, detailTextLabel and imageView are made when first
/// read and laid out as the cell's style lays them out on iOS 17 (16-point margins, the body
/// font, the secondary label color for a value1 or subtitle detail). A backgroundView or,
/// while selected, a selectedBackgroundView fills it; the table's separator is a line at its
/// bottom. The system's accessories (disclosure indicator, checkmark) and the gray of a
/// selected row are not drawn yet (warnings).
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1)
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    private let cellStyle: CellStyle
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView()

    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentView.frame = bounds
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    /// How a table makes a registered cell class: Swift here can only call a `required`
    /// initializer through a class value, and UIKit's init(style:reuseIdentifier:) is not one,
    /// so a subclass is made by an override of this (which loaderanim's source pass can
    /// write); without one the cell is a plain UITableViewCell, with a warning.
    open class func _makeCell(style: CellStyle, reuseIdentifier: String?) -> UITableViewCell {
        if self != UITableViewCell.self { MirrorDiagnostics.warnNotDrawn("UITableView.register(_:forCellReuseIdentifier:) of \(self)") }
        return UITableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Called before dequeueReusableCell returns the cell again.
    open func prepareForReuse() {}

    // MARK: The default content

    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        if cellStyle == .value2 {
            label.font = .systemFont(ofSize: 15)
            label.textColor = tintColor
            label.textAlignment = .right
        }
        madeTextLabel = label
        contentView.addSubview(label)
        return label
    }
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let madeDetailLabel { return madeDetailLabel }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value2: label.font = .systemFont(ofSize: 15)
        default: break
        }
        if cellStyle != .value2 { label.textColor = UITableViewCell.secondaryLabelColor }
        madeDetailLabel = label
        contentView.addSubview(label)
        return label
    }
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        madeImageView = view
        contentView.addSubview(view)
        return view
    }
    private var madeTextLabel: UILabel?
    private var madeDetailLabel: UILabel?
    private var madeImageView: UIImageView?

    /// UIColor.secondaryLabel in the light appearance.
    static let secondaryLabelColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)

    // MARK: Backgrounds, accessories, selection

    open var backgroundView: UIView? { didSet { swap(oldValue, backgroundView, at: 0) } }
    open var selectedBackgroundView: UIView? { didSet { swap(oldValue, selectedBackgroundView, at: backgroundView == nil ? 0 : 1) } }
    open var multipleSelectionBackgroundView: UIView?
    open var accessoryView: UIView? { didSet { swap(oldValue, accessoryView, at: subviews.count) } }
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != .none { MirrorDiagnostics.warnNotDrawn("UITableViewCell.accessoryType") } }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false { didSet { showSelection() } }
    open var isHighlighted = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        if highlighted, selectionStyle != .none { MirrorDiagnostics.warnNotDrawn("UITableViewCell.setHighlighted(_:animated:)") }
    }

    private func swap(_ old: UIView?, _ new: UIView?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        if let new { insertSubview(new, at: index) }
        showSelection()
        setNeedsLayout()
    }

    /// A selected cell shows its selectedBackgroundView; the system's gray is not drawn yet.
    private func showSelection() {
        selectedBackgroundView?.isHidden = !isSelected
        if isSelected, selectionStyle != .none, selectedBackgroundView == nil {
            MirrorDiagnostics.warnNotDrawn("UITableViewCell.isSelected")
        }
    }

    // MARK: Separator

    private var separator: UIView?

    /// Set by the table at each layout: its separator line, color and inset.
    func showSeparator(_ shown: Bool, color: UIColor?, inset: UIEdgeInsets) {
        guard shown else { separator?.isHidden = true; return }
        let line = separator ?? UIView()
        if separator == nil { separator = line; addSubview(line) }
        let changed = line.isHidden || separatorDrawnInset != inset || line.backgroundColor != color
        line.isHidden = false
        line.backgroundColor = color
        separatorDrawnInset = inset
        if changed { setNeedsLayout() }
    }
    private var separatorDrawnInset = UIEdgeInsets.zero

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        var contentWidth = bounds.width
        if let accessory = accessoryView {
            let size = accessory.frame.size
            accessory.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            contentWidth = accessory.frame.minX - 8
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(contentWidth, 0), height: bounds.height)
        if let separator {
            let pixel = 1 / max(UIScreen.main.scale, 1)
            let inset = separatorInset == .zero ? separatorDrawnInset : separatorInset
            separator.frame = CGRect(x: inset.left, y: bounds.height - pixel, width: bounds.width - inset.left - inset.right, height: pixel)
        }
        layOutDefaultContent(in: contentView.bounds)
    }

    /// The labels and image as iOS 17 places them for the cell's style.
    private func layOutDefaultContent(in area: CGRect) {
        let margin: CGFloat = 16
        var x = margin + CGFloat(indentationLevel) * indentationWidth
        if let image = madeImageView, let size = image.image?.size {
            image.frame = CGRect(x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            x = image.frame.maxX + margin
        }
        let width = max(area.width - x - margin, 0)
        let text = madeTextLabel, detail = madeDetailLabel
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let textHeight = text?.sizeThatFits(.zero).height ?? 0, detailHeight = detail?.sizeThatFits(.zero).height ?? 0
            let top = (area.height - textHeight - detailHeight) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(detail?.sizeThatFits(.zero).width ?? 0, width)
            detail?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: x, y: 0, width: max(width - detailWidth - 8, 0), height: area.height)
        case .value2:
            text?.frame = CGRect(x: x, y: 0, width: 67, height: area.height)
            detail?.frame = CGRect(x: x + 73, y: 0, width: max(width - 73, 0), height: area.height)
        }
    }

    /// Moves the default content right by indentationLevel × indentationWidth.
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    // MARK: Configurations

    /// A content configuration's view fills the contentView, as UIKit puts it there.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = contentView.showContentView(of: contentConfiguration, replacing: configuredContentView) }
    }
    private var configuredContentView: UIView?
    /// A background configuration's color fills the cell (its other settings are not drawn yet).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfiguration.map { $0.apply(to: self, name: "UITableViewCell.backgroundConfiguration") } }
    }
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
    /// Runs updateConfiguration(using:) now (UIKit waits for the next layout; the effect is the same on the canvas).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    // MARK: Inert
    open var automaticallyUpdatesContentConfiguration: Bool = true
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    open var shouldIndentWhileEditing: Bool = true
    open var showsReorderControl: Bool = false
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editingStyle: EditingStyle { .none }
    open var showingDeleteConfirmation: Bool { false }
    open var separatorInset: UIEdgeInsets = .zero
    open var focusStyle: FocusStyle = .default
    open var userInteractionEnabledWhileDragging: Bool = false
    open func dragStateDidChange(_ dragState: DragState) {}
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}
}
