@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// SF Symbols are Apple's and not shipped, so a symbol image is empty: a square of the
/// configuration's point size (17, the body text size, without one; a text style's size;
/// a font's size), so layout around it is as on iOS, and the first use says it is not drawn.
extension UIImage {
    public convenience init?(systemName name: String) {
        MirrorDiagnostics.warnNotDrawn("UIImage.init(systemName:)")
        self.init(symbol: nil)
    }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        MirrorDiagnostics.warnNotDrawn("UIImage.init(systemName:withConfiguration:)")
        self.init(symbol: configuration)
    }
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        MirrorDiagnostics.warnNotDrawn("UIImage.init(systemName:compatibleWith:)")
        self.init(symbol: nil)
    }
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration?) {
        MirrorDiagnostics.warnNotDrawn("UIImage.init(systemName:variableValue:configuration:)")
        self.init(symbol: configuration)
    }

    convenience init(symbol configuration: UIImage.Configuration?) {
        let side = (configuration as? SymbolConfiguration)?.resolvedPointSize ?? 17
        self.init(cgImage: CGImage(drawn: DrawnImage(size: CGSize(width: side, height: side).size, drawing: Drawing()), scale: 1))
        isSymbolImage = true
        self.configuration = configuration
    }

    /// UIKit's standard symbols ("plus", "minus", "ellipsis", "checkmark"): empty, warned.
    public class var add: UIImage {
        MirrorDiagnostics.warnNotDrawn("UIImage.add")
        return UIImage(symbol: nil)
    }
    public class var remove: UIImage {
        MirrorDiagnostics.warnNotDrawn("UIImage.remove")
        return UIImage(symbol: nil)
    }
    public class var actions: UIImage {
        MirrorDiagnostics.warnNotDrawn("UIImage.actions")
        return UIImage(symbol: nil)
    }
    public class var checkmark: UIImage {
        MirrorDiagnostics.warnNotDrawn("UIImage.checkmark")
        return UIImage(symbol: nil)
    }
    public class var strokedCheckmark: UIImage {
        MirrorDiagnostics.warnNotDrawn("UIImage.strokedCheckmark")
        return UIImage(symbol: nil)
    }

    public var symbolConfiguration: UIImage.SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// A symbol takes the configuration's point size; another image keeps its own.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage else { return variant { $0.configuration = configuration } }
        let image = UIImage(symbol: configuration)
        image.renderingMode = renderingMode
        image.ownTint = ownTint
        return image
    }
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        withConfiguration((symbolConfiguration ?? SymbolConfiguration()).applying(configuration))
    }

    /// The traits an image is for (UIImage.Configuration's base class).
    open class Configuration: @unchecked Sendable {
        open internal(set) var traitCollection: UITraitCollection?
        public required init() {}
        func copied() -> Self {
            let copy = Self()
            copy.copyValues(from: self)
            return copy
        }
        func copyValues(from other: Configuration) { traitCollection = other.traitCollection }
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }
        /// `other`'s values where it has them, else this one's.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = copied()
            if let otherConfiguration { copy.merge(otherConfiguration) }
            return copy
        }
        func merge(_ other: Configuration) { if let traits = other.traitCollection { traitCollection = traits } }
    }

    /// A symbol's size, weight and colors: kept, and the point size sizes the empty symbol.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        var pointSize: CGFloat = 0
        var weight: UIImage.SymbolWeight = .unspecified
        var scale: UIImage.SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var colors: [UIColor] = []
        var prefersMulticolor: Bool?

        /// The empty symbol's side: the point size, a text style's, else 17.
        var resolvedPointSize: CGFloat {
            pointSize > 0 ? pointSize : textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
        }

        public required init() {}
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }
        open class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = true
            return configuration
        }
        open class func preferringMonochrome() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = false
            return configuration
        }

        override func copyValues(from other: Configuration) {
            super.copyValues(from: other)
            guard let other = other as? SymbolConfiguration else { return }
            (pointSize, weight, scale, textStyle) = (other.pointSize, other.weight, other.scale, other.textStyle)
            (colors, prefersMulticolor) = (other.colors, other.prefersMulticolor)
        }
        override func merge(_ other: Configuration) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let style = other.textStyle { textStyle = style }
            if !other.colors.isEmpty { colors = other.colors }
            if let multicolor = other.prefersMulticolor { prefersMulticolor = multicolor }
        }
        private func without(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = copied()
            change(copy)
            return copy
        }
        open func configurationWithoutTextStyle() -> Self { without { $0.textStyle = nil } }
        open func configurationWithoutScale() -> Self { without { $0.scale = .unspecified } }
        open func configurationWithoutWeight() -> Self { without { $0.weight = .unspecified } }
        open func configurationWithoutPointSizeAndWeight() -> Self {
            without {
                $0.pointSize = 0
                $0.weight = .unspecified
            }
        }
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && colors == other.colors && prefersMulticolor == other.prefersMulticolor
        }
    }

    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }

    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The font weight of the same name (regular for unspecified).
        public func fontWeight() -> UIFont.Weight {
            let weights: [UIFont.Weight] = [.regular, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return weights[rawValue]
        }
    }
}
