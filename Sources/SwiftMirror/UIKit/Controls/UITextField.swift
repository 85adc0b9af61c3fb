@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UITextField, drawn as a text field at rest: its text (or, when empty, its placeholder in
/// the light appearance's placeholder gray, #3C3C43 at 30 %) in one line, drawn as UILabel
/// draws (the engine's text layer, the pinned fonts), in `font` (the body size, 17 points,
/// by default), `textColor` (black when nil) and `textAlignment`, truncated at the tail,
/// across textRect(forBounds:) and centered vertically. `isSecureTextEntry` draws a bullet
/// for each character.
///
/// Borders (the bounds): `.roundedRect` is a white field with a light gray hairline
/// (#CCCCCC, 0.5 point) and corners of 5 points, its text 7 points in from the sides;
/// `.line` a 1-point black frame and `.bezel` a 1-point gray (#808080) one, 2 points in;
/// `.none` (the default) nothing. The left and right views are subviews at the sides when
/// their mode shows them at rest (.always, .unlessEditing). Nothing edits here: editing,
/// the keyboard and the delegate's calls are inert.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled
    }

    static let placeholderColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    static let bodyFont = UIFont.systemFont(ofSize: 17)

    /// Never nil when read: "" for no text, as UIKit answers.
    open var text: String? {
        get { storedText ?? "" }
        set {
            storedText = newValue
            attributedTextOverride = nil
            textChanged()
        }
    }
    private var storedText: String?
    /// Drawn with its first character's `.font` and `.foregroundColor`, as UILabel draws one.
    open var attributedText: NSAttributedString? {
        get { attributedTextOverride ?? NSAttributedString(string: text ?? "", attributes: defaultTextAttributes) }
        set {
            text = newValue?.string
            attributedTextOverride = newValue
            textChanged()
        }
    }
    private var attributedTextOverride: NSAttributedString?
    open var textColor: UIColor? { didSet { textChanged() } }
    /// nil sets the body font back.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.bodyFont
            textChanged()
        }
    }
    private var storedFont = UITextField.bodyFont
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    open var borderStyle: BorderStyle = .none {
        didSet {
            styleBorder()
            textChanged()
        }
    }
    /// The font and text color as attributes; setting it sets them.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: storedFont, .foregroundColor: textColor ?? UIColor.black] }
        set {
            if let font = newValue[.font] as? UIFont { storedFont = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            textChanged()
        }
    }
    open var placeholder: String? {
        didSet {
            attributedPlaceholderOverride = nil
            textChanged()
        }
    }
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderOverride ?? placeholder.map { NSAttributedString(string: $0, attributes: [.font: storedFont,
                                                                                                         .foregroundColor: Self.placeholderColor]) } }
        set {
            placeholder = newValue?.string
            attributedPlaceholderOverride = newValue
            textChanged()
        }
    }
    private var attributedPlaceholderOverride: NSAttributedString?
    /// Kept; the text is not shrunk to fit.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth { MirrorDiagnostics.warnNotDrawn("UITextField.adjustsFontSizeToFitWidth") } }
    }
    /// Kept; a background image is not drawn.
    open var background: UIImage? { didSet { if background != nil { MirrorDiagnostics.warnNotDrawn("UITextField.background") } } }
    open var disabledBackground: UIImage? {
        didSet { if disabledBackground != nil { MirrorDiagnostics.warnNotDrawn("UITextField.disabledBackground") } }
    }
    /// Kept; the clear button is not drawn.
    open var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode == .always || clearButtonMode == .unlessEditing { MirrorDiagnostics.warnNotDrawn("UITextField.clearButtonMode") } }
    }
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            overlaysChanged()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { overlaysChanged() } }
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            overlaysChanged()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { overlaysChanged() } }
    /// Drawn: a bullet for each character of the text.
    open var isSecureTextEntry = false { didSet { textChanged() } }

    private let borderLayer = CALayer(backingView: ())
    private let textLayer = CATextLayer(backingView: ())

    public override init(frame: CGRect) {
        super.init(frame: frame)
        SceneHost.hide(borderLayer)
        SceneHost.hide(textLayer)
        layer.insertSublayer(borderLayer, at: 0)
        layer.addSublayer(textLayer)
        textLayer.truncationMode = .end
        styleBorder()
        textChanged()
    }

    /// `UITextField()`: UIView's convenience init() is not inherited.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Drawing the text

    /// The string drawn, its font and color: the text, else the placeholder.
    private var shown: (string: String, font: UIFont, color: UIColor, isPlaceholder: Bool) {
        if let text = storedText, !text.isEmpty {
            let attributes = attributedTextOverride.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
            let string = isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
            return (string, attributes?[.font] as? UIFont ?? storedFont, attributes?[.foregroundColor] as? UIColor ?? textColor ?? .black, false)
        }
        let attributes = attributedPlaceholderOverride.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
        return (placeholder ?? "", attributes?[.font] as? UIFont ?? storedFont,
                attributes?[.foregroundColor] as? UIColor ?? Self.placeholderColor, true)
    }

    private func textChanged() {
        let shown = self.shown
        textLayer.string = shown.string
        textLayer.font = shown.font.fontName as NSString
        textLayer.fontSize = shown.font.pointSize
        textLayer.foregroundColor = shown.color.cgColor
        textLayer.alignmentMode = textAlignment.alignmentMode
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func styleBorder() {
        let (width, color, fill, radius): (CGFloat, UIColor?, UIColor?, CGFloat) = switch borderStyle {
        case .none: (0, nil, nil, 0)
        case .line: (1, .black, nil, 0)
        case .bezel: (1, UIColor(white: 0.5, alpha: 1), nil, 0)
        case .roundedRect: (0.5, UIColor(white: 0.8, alpha: 1), .white, 5)
        }
        borderLayer.borderWidth = width
        borderLayer.borderColor = color?.cgColor
        borderLayer.backgroundColor = fill?.cgColor
        borderLayer.cornerRadius = radius
    }

    /// Draws the text (not the placeholder) in `rect` in the current context, as a subclass's
    /// draw(_:) may call it.
    open func drawText(in rect: CGRect) {
        guard let text = storedText, !text.isEmpty else { return }
        text.draw(in: rect, withAttributes: defaultTextAttributes)
    }

    /// Draws the placeholder in `rect` in the current context.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder, !placeholder.isEmpty else { return }
        placeholder.draw(in: rect, withAttributes: [.font: storedFont, .foregroundColor: Self.placeholderColor])
    }

    // MARK: Geometry

    /// The side inset of the text for the border style.
    private var padding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }
    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool { view != nil && (mode == .always || mode == .unlessEditing) }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The bounds less the padding and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = shows(leftView, leftViewMode) ? leftViewRect(forBounds: bounds).maxX : bounds.minX + padding
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - padding
        return CGRect(x: left, y: bounds.minY, width: max(right - left, 0), height: bounds.height)
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// A 19-point square 5 points in from the right, centered vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The view's own size at the left side, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The shown string's line, the padding and the overlay views across; the line and
    /// (rounded rect) 7 points above and below, down.
    open override var intrinsicContentSize: CGSize {
        let shown = self.shown
        let line = textExtent(shown.string.isEmpty ? " " : shown.string, [.font: shown.font], wrappingAt: nil).roundedUpToPixels
        let left = shows(leftView, leftViewMode) ? leftView?.bounds.width ?? 0 : padding
        let right = shows(rightView, rightViewMode) ? rightView?.bounds.width ?? 0 : padding
        let vertical: CGFloat = borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 2
        return CGSize(width: (shown.string.isEmpty ? 0 : line.width) + left + right, height: line.height + 2 * vertical)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func overlaysChanged() {
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if shows(view, mode) { if view.superview !== self { addSubview(view) } } else if view.superview === self { view.removeFromSuperview() }
        }
        textChanged()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        borderLayer.frame = borderRect(forBounds: bounds)
        if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
        let shown = self.shown
        let area = shown.isPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        let height = min(textExtent(shown.string.isEmpty ? " " : shown.string, [.font: shown.font], wrappingAt: nil).height, area.height)
        textLayer.frame = CGRect(x: area.minX, y: area.minY + (area.height - height) / 2, width: area.width, height: height)
    }

    // MARK: Inert
    weak open var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { false }
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    open var allowsEditingTextAttributes = false
    open var minimumFontSize: CGFloat = 0
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open override var inputView: UIView? { get { keyboardViews.input } set { keyboardViews.input = newValue } }
    open override var inputAccessoryView: UIView? { get { keyboardViews.accessory } set { keyboardViews.accessory = newValue } }
    private var keyboardViews: (input: UIView?, accessory: UIView?) = (nil, nil)
    open var interactionState: Any = [String: Any]()
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType!
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

/// UITextFieldDelegate: every requirement optional, as Objective-C's are (the edit-menu
/// ones, which need UIMenu, are left out). Nothing edits on the canvas, so none is called.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    // MARK: Inert
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
