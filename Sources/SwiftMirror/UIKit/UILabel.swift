@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Layers
@_implementationOnly import Raster

/// UILabel: its text drawn by the engine's text layer (Pango, the pinned fonts), the one a
/// CATextLayer draws with, so a label and a CATextLayer with the same string, font and color
/// draw the same glyphs. The text layer is the label's own (as UIKit draws a label into its
/// own layer's backing store, `label.layer.sublayers` does not list it): as wide as the
/// label, as tall as the lines shown, and vertically centered in the bounds, as UILabel's
/// drawText(in:) centers them. Sizes (sizeThatFits, sizeToFit, intrinsicContentSize) are
/// the engine's measure of those lines, rounded up to the screen's pixels as UIKit rounds
/// them (UIScreen.main.scale is the render's --scale).
open class UILabel: UIView {
    /// The plain text; setting it drops an attributed text, as on iOS.
    open var text: String? {
        didSet {
            attributedOverride = nil
            textChanged()
        }
    }
    /// Drawn with its first character's `.font` and `.foregroundColor` (as CATextLayer draws
    /// one; the engine draws a string in one font and color); reading it back gives the
    /// attributed string set, or the text with the label's font and color.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedOverride { return attributedOverride }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
        }
        set {
            text = newValue?.string
            attributedOverride = newValue
            textChanged()
        }
    }
    private var attributedOverride: NSAttributedString?
    /// The system font at 17 points, UILabel's default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            textChanged()
        }
    }
    /// Black, the light appearance's `.label`.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            styleText()
        }
    }
    /// The color of the text while `isHighlighted` (a button's title uses it); nil keeps textColor.
    open var highlightedTextColor: UIColor? { didSet { styleText() } }
    open var isHighlighted = false { didSet { styleText() } }
    /// Accepted; a disabled label draws as an enabled one.
    open var isEnabled = true
    open var textAlignment: NSTextAlignment = .natural { didSet { styleText() } }
    /// 1 (the default) is one line; 0 as many as the text needs; n at most n, wrapped at the
    /// label's width.
    open var numberOfLines = 1 { didSet { textChanged() } }
    /// The truncating modes put "…" where UIKit does (tail by default); the wrapping and
    /// clipping modes draw without one (on one line, clipped at the bounds).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { styleText() } }
    /// The width intrinsicContentSize wraps a multi-line label at (0: no limit).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }
    /// Accepted; the text is not shrunk to fit.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0

    /// The engine text layer the label draws in (a view-backed layer: it never animates
    /// implicitly).
    private let textLayer = CATextLayer(backingView: ())

    public override init(frame: CGRect) {
        super.init(frame: frame)
        SceneHost.hide(textLayer)
        layer.addSublayer(textLayer)
        textChanged()
    }

    public required init?(coder: NSCoder) { return nil }
    /// `UILabel()`: UIView's convenience init() is not inherited (UIView's SPI init(rootOf:) is not overridden).
    public convenience init() { self.init(frame: .zero) }

    /// The font and color that draw: an attributed text's first character's, else the label's.
    private var drawnFont: (name: String, size: CGFloat) {
        let attributes = attributedOverride.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
        if let font = attributes?[.font] as? UIFont { return (font.fontName, font.pointSize) }
        if attributedOverride != nil { return ("Helvetica", 12) }
        return (font.fontName, font.pointSize)
    }

    private func textChanged() {
        styleText()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// What the text layer was last given: only what changed is set again (a label's text
    /// changed inside UIView.animate adds no animations of the font or color it kept).
    private struct Style: Equatable {
        var string = "", font = "", size: CGFloat = 0, color: Color = .clear, alignment = "", wrapped = false, truncation = ""
    }
    private var styled: Style?

    /// Gives the text layer the label's string, font, color and modes.
    private func styleText() {
        let drawn = drawnFont
        var color = textColor.engineColor
        if let attributedOverride, attributedOverride.length > 0,
           let own = attributedOverride.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? any _EngineColorConvertible {
            color = own.engineColor
        } else if attributedOverride != nil {
            color = .black
        }
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor.engineColor }
        let style = Style(string: text ?? "", font: drawn.name, size: drawn.size, color: color,
                          alignment: textAlignment.alignmentMode.rawValue, wrapped: numberOfLines != 1,
                          truncation: lineBreakMode.truncationMode.rawValue)
        let old = styled
        styled = style
        if old?.string != style.string { textLayer.string = style.string }
        if old?.font != style.font { textLayer.font = style.font as NSString }
        if old?.size != style.size { textLayer.fontSize = style.size }
        if old?.color != style.color { textLayer.foregroundColor = CGColor(style.color) }
        if old?.alignment != style.alignment { textLayer.alignmentMode = CATextLayerAlignmentMode(rawValue: style.alignment) }
        if old?.wrapped != style.wrapped { textLayer.isWrapped = style.wrapped }
        if old?.truncation != style.truncation { textLayer.truncationMode = CATextLayerTruncationMode(rawValue: style.truncation) }
    }

    // MARK: Size

    /// The lines of text at `width` (nil: unwrapped), at most numberOfLines of them, in points.
    func measure(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let drawn = drawnFont
        let extent = SceneHost.check("UILabel: measuring \"\(text)\"") {
            try TextMeasure.extent(of: text, font: TextFont(name: drawn.name), size: Double(drawn.size),
                                   wrapWidth: numberOfLines == 1 ? nil : width.map(Double.init), maxLines: numberOfLines)
        }
        return CGSize(width: CGFloat(extent.width), height: CGFloat(extent.height))
    }

    /// The text's size wrapped at `size.width` (when numberOfLines is not 1 and the width is
    /// positive), rounded up to the screen's pixels; zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        return measure(wrappingAt: width).roundedUpToPixels
    }

    /// The text's size on its own lines, wrapped at preferredMaxLayoutWidth when it is set.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    // MARK: Layout

    /// Places the text layer: the label's width, the shown lines' height, centered
    /// vertically (at the top, clipped, when the lines are taller than the label).
    open override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        let bounds = self.bounds
        let height = min(measure(wrappingAt: bounds.width).height, bounds.height)
        textLayer.frame = CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
    }
}

/// NSTextAlignment, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// NSLineBreakMode, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var truncationMode: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: .start
        case .byTruncatingTail: .end
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
    }
}

extension CGSize {
    /// Rounded up to the screen's pixel grid, as UIKit rounds a label's fitting size
    /// (20.29 points is 20.5 at 2x); a hair over a pixel boundary from arithmetic stays.
    var roundedUpToPixels: CGSize {
        let scale = max(UIScreen.main.scale, 1)
        func up(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
        return CGSize(width: up(width), height: up(height))
    }
}
