@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UITextView at rest: a scroll view showing its text top-left inside `textContainerInset`
/// (8 points above and below, as UIKit's) and the container's line-fragment padding (5 a
/// side), wrapped at the container's width, in its font (17-point system font by default)
/// and color (black); its content is the text's height plus the insets. Editing, selection
/// and the keyboard are inert: a scene has no keyboard. `delegate` is UIScrollView's (Swift
/// cannot re-type it), so a UITextViewDelegate is assigned there.
open class UITextView: UIScrollView {
    open var text: String! {
        get { attributedOverride.map { String($0.string) } ?? plainText }
        set { plainText = newValue ?? ""; attributedOverride = nil; textChanged() }
    }
    open var attributedText: NSAttributedString! {
        get { attributedOverride ?? NSAttributedString(string: plainText) }
        set { attributedOverride = newValue; textChanged() }
    }
    open var font: UIFont? { didSet { textChanged() } }
    open var textColor: UIColor? { didSet { textChanged() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    public let textContainer: NSTextContainer
    open var layoutManager: NSLayoutManager { textContainer.layoutManager ?? NSLayoutManager() }

    private var plainText = ""
    private var attributedOverride: NSAttributedString?
    /// The engine text layer the text draws in, hidden from the scene's tree as a label's is.
    private let textLayer = CATextLayer(backingView: ())

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        SceneHost.hide(textLayer)
        textLayer.isWrapped = true
        layer.addSublayer(textLayer)
        textChanged()
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public convenience init() { self.init(frame: .zero, textContainer: nil) }
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }
    public required init?(coder: NSCoder) { return nil }

    /// The font and color that draw: an attributed text's first character's, else the view's.
    private var drawnFont: UIFont {
        let attributes = attributedOverride.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
        return attributes?[.font] as? UIFont ?? font ?? .systemFont(ofSize: 17)
    }
    private var drawnColor: UIColor {
        let attributes = attributedOverride.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
        return attributes?[.foregroundColor] as? UIColor ?? textColor ?? .black
    }

    private func textChanged() {
        let font = drawnFont
        textLayer.string = text ?? ""
        textLayer.font = font.fontName as NSString
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = drawnColor.cgColor
        textLayer.alignmentMode = textAlignment.alignmentMode
        setNeedsLayout()
    }

    /// The rectangle the text wraps in: the bounds' width less the insets and the padding.
    private var textFrame: CGRect {
        let padding = textContainer.lineFragmentPadding
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * padding)
        let height = (text ?? "").isEmpty ? 0 : ceil((text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: drawnFont], context: nil).height)
        return CGRect(x: textContainerInset.left + padding, y: textContainerInset.top, width: width, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = textFrame
        if textLayer.frame != frame { textLayer.frame = frame }
        let size = CGSize(width: bounds.width, height: frame.height + textContainerInset.top + textContainerInset.bottom)
        if isScrollEnabled, contentSize != size { contentSize = size }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textFrame.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// Scrolls the lines of `range` into view (the text's top, for any range: lines are not
    /// laid out one by one here).
    open func scrollRangeToVisible(_ range: NSRange) { scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false) }

    // MARK: Inert
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes: Bool = false
    open var clearsOnInsertion: Bool = false
    open var usesStandardTextScaling: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open var isFindInteractionEnabled: Bool = false
    open var borderStyle: UITextField.BorderStyle = .none
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
}

/// What a text view asks its delegate; the mirror sends none (nothing is typed).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    // MARK: Inert
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Which kinds of data a text view would turn into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = Self(rawValue: 1 << 0), link = Self(rawValue: 1 << 1), address = Self(rawValue: 1 << 2)
    public static let calendarEvent = Self(rawValue: 1 << 3), shipmentTrackingNumber = Self(rawValue: 1 << 4)
    public static let flightNumber = Self(rawValue: 1 << 5), lookupSuggestion = Self(rawValue: 1 << 6)
    public static let all = Self(rawValue: .max)
}

/// TextKit's container: its size and the padding a text view's lines keep (5 a side).
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines: Int = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var exclusionPaths: [UIBezierPath] = []
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open weak var layoutManager: NSLayoutManager?
    public init(size: CGSize) { self.size = size }
    public convenience override init() { self.init(size: .zero) }
}

/// TextKit's layout manager, as far as a text view's code names it.
open class NSLayoutManager: NSObject {
    open private(set) var textContainers: [NSTextContainer] = []
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
}
