/// Scales fonts and lengths for Dynamic Type. The canvas is at iOS's default text size
/// (Large), where every text style's scale is 1: fonts and values come back as given.
open class UIFontMetrics {
    public let textStyle: UIFont.TextStyle
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
