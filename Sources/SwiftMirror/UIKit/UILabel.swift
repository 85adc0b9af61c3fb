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
    /// The text's shadow: the text layer casts it from its glyphs (a layer shadow, no blur),
    /// as UILabel draws one under each glyph.
    open var shadowColor: UIColor? { didSet { if shadowColor != nil || oldValue != nil { styleShadow() } } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { if shadowColor != nil { styleShadow() } } }

    // MARK: Inert
    open var adjustsLetterSpacingToFitWidth: Bool = false
    open var allowsDefaultTighteningForTruncation: Bool = false
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    open var minimumFontSize: CGFloat = 0
    open var preferredVibrancy: UILabelVibrancy = .none

    // MARK: Drawing

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

    /// Where drawText(in:) last asked for the text, as insets of the bounds (a subclass that
    /// pads its text calls `super.drawText(in: rect.inset(by: padding))`): the layout keeps them.
    private var textInsets = UIEdgeInsets.zero
    /// Whether UILabel's own drawText(in:) ran in the draw now running.
    private var drewOwnText = false

    /// UILabel's draw: drawText(in:) over the bounds, as UIKit's.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the label's text in `rect`, its lines vertically centered there. The text is the
    /// label's text layer (it draws the same glyphs a CATextLayer does), placed at `rect`; an
    /// override that does not call super draws what it draws instead, and the text layer is
    /// hidden, as UIKit's label shows only what its drawText(in:) draws.
    open func drawText(in rect: CGRect) {
        drewOwnText = true
        // Nothing drawn into the layer's own backing store: UIView's notes that its draw ran empty.
        super.draw(rect)
        let bounds = self.bounds
        let insets = UIEdgeInsets(top: rect.minY - bounds.minY, left: rect.minX - bounds.minX,
                                  bottom: bounds.maxY - rect.maxY, right: bounds.maxX - rect.maxX)
        // Only a new rect moves the text layer: a plain label's draw leaves the layout's frame.
        guard insets != textInsets else { return }
        textInsets = insets
        placeText(in: rect)
    }

    /// The rectangle the text takes in `bounds`: at its origin, the text's size wrapped at
    /// its width (a width of 0 or greatestFiniteMagnitude does not wrap), at most
    /// `numberOfLines` lines. sizeThatFits and intrinsicContentSize ask it, so an override
    /// (padding) sizes the label, as on iOS.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width: CGFloat? = bounds.width > 0 && bounds.width < .greatestFiniteMagnitude / 2 ? bounds.width : nil
        return CGRect(origin: bounds.origin, size: measure(wrappingAt: width, lines: numberOfLines))
    }

    /// The layer's delegate draw: the text layer shows only when UILabel's drawText(in:) ran.
    open override func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return super.draw(layer, in: ctx) }
        drewOwnText = false
        super.draw(layer, in: ctx)
        if textLayer.isHidden == drewOwnText { textLayer.isHidden = !drewOwnText }
    }

    private func styleShadow() {
        textLayer.shadowColor = shadowColor?.cgColor
        textLayer.shadowOpacity = shadowColor == nil ? 0 : 1
        textLayer.shadowOffset = shadowOffset
        textLayer.shadowRadius = 0
    }

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
    func measure(wrappingAt width: CGFloat?, lines: Int? = nil) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let drawn = drawnFont, lines = lines ?? numberOfLines
        let extent = SceneHost.check("UILabel: measuring \"\(text)\"") {
            try TextMeasure.extent(of: text, font: TextFont(name: drawn.name), size: Double(drawn.size),
                                   wrapWidth: lines == 1 ? nil : width.map(Double.init), maxLines: lines)
        }
        return CGSize(width: CGFloat(extent.width), height: CGFloat(extent.height))
    }

    /// The text's size wrapped at `size.width` (when numberOfLines is not 1 and the width is
    /// positive), rounded up to the screen's pixels; zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : .greatestFiniteMagnitude
        let height = size.height > 0 ? size.height : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: height), limitedToNumberOfLines: numberOfLines)
            .size.roundedUpToPixels
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
        placeText(in: bounds.inset(by: textInsets))
    }

    private func placeText(in rect: CGRect) {
        let height = min(measure(wrappingAt: rect.width).height, rect.height)
        let frame = CGRect(x: rect.minX, y: rect.minY + (rect.height - height) / 2, width: rect.width, height: height)
        if textLayer.frame != frame { textLayer.frame = frame }
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

/// How a shrunk line's baseline moves (with adjustsFontSizeToFitWidth, not drawn here).
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines = 0, alignCenters, none }

/// visionOS's label vibrancy; iOS draws labels without it.
public enum UILabelVibrancy: Int, Sendable { case none = 0, primary, secondary, tertiary, quaternary }

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
