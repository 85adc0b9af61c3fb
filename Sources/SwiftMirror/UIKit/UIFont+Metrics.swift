@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers
@_implementationOnly import Raster

/// A font's metrics, families and text styles. The vertical metrics are those of the face
/// the text draws in, as the engine lays text out (so a label sized from lineHeight holds
/// its line exactly); cap and x heights are the face's own proportions.
extension UIFont {
    /// The face's ascent and line height at this size, as TextMeasure lays out a line.
    private var lineMetrics: (ascent: CGFloat, height: CGFloat) {
        guard pointSize > 0 else { return (0, 0) }
        let extent = SceneHost.check("UIFont(\(fontName), \(pointSize)) metrics") {
            try TextMeasure.extent(of: "x", font: TextFont(name: fontName), size: Double(pointSize))
        }
        return (CGFloat(extent.baseline), CGFloat(extent.height))
    }
    public var ascender: CGFloat { lineMetrics.ascent }
    /// Below the baseline: negative, as UIKit's.
    public var descender: CGFloat { let m = lineMetrics; return m.ascent - m.height }
    public var lineHeight: CGFloat { lineMetrics.height }
    /// The engine sets lines ascent to descent, with no gap between them.
    public var leading: CGFloat { 0 }
    public var capHeight: CGFloat { pointSize * Self.proportions(of: TextFont(name: fontName).face.family).cap }
    public var xHeight: CGFloat { pointSize * Self.proportions(of: TextFont(name: fontName).face.family).x }

    /// Cap and x heights per em of the pinned faces, from their files' OS/2 sCapHeight and
    /// sxHeight (Liberation Sans 1409 and 1082 of 2048 units, Inter 2048 and 1536 of 2816,
    /// Liberation Mono 1349 and 1082 of 2048) and, for DejaVu Sans Mono (an OS/2 table
    /// without them), the tops of its "H" and "x" glyphs (1493 and 1120 of 2048).
    private static func proportions(of family: FontFamily) -> (cap: CGFloat, x: CGFloat) {
        switch family {
        case .liberationSans: (1409 / 2048, 1082 / 2048)
        case .inter: (2048 / 2816, 1536 / 2816)
        case .liberationMono: (1349 / 2048, 1082 / 2048)
        case .dejaVuSansMono: (1493 / 2048, 1120 / 2048)
        }
    }

    /// UIKit's default sizes of controls' text.
    public class var systemFontSize: CGFloat { 14 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }

    // MARK: Families

    /// The families loaderanim draws, each with the PostScript names of its faces (Apple's
    /// families, and Inter by its own names); the system font's are iOS's hidden ones.
    private static let families: [(name: String, has: (String) -> Bool)] = [
        ("Arial", { $0.hasPrefix("Arial") && $0.hasSuffix("MT") }),
        ("Avenir", { $0.hasPrefix("Avenir-") }),
        ("Avenir Next", { $0.hasPrefix("AvenirNext-") }),
        ("Courier", { $0 == "Courier" || $0.hasPrefix("Courier-") }),
        ("Courier New", { $0.hasPrefix("CourierNewPS") }),
        ("Helvetica", { $0 == "Helvetica" || $0.hasPrefix("Helvetica-") }),
        ("Helvetica Neue", { $0.hasPrefix("HelveticaNeue") }),
        ("Inter", { $0.hasPrefix("Inter-") }),
        ("Menlo", { $0.hasPrefix("Menlo-") }),
    ]

    public class var familyNames: [String] { families.map(\.name) }
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        guard let family = families.first(where: { $0.name == familyName }) else { return [] }
        return TextFont.names.filter(family.has)
    }
    /// ".AppleSystemUIFont" for the system font, as on iOS.
    public var familyName: String {
        if fontName.hasPrefix(".SFUI") { return ".AppleSystemUIFont" }
        if fontName.hasPrefix(".SFMono") { return ".AppleSystemUIFontMonospaced" }
        return Self.families.first { $0.has(fontName) || $0.name == fontName }?.name ?? fontName
    }

    // MARK: Text styles

    /// Dynamic Type's styles, at the default (Large) content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size, from Apple's Human Interface
        /// Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes", Large): headline is
        /// semibold, the others regular; an unknown style is body's.
        var sizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.sizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }
    /// The traits are the canvas's (Large content size): the same font.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    // MARK: Descriptors

    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }

    /// The descriptor's face (UIFontDescriptor.fontName(for:)); a size of 0 takes the
    /// descriptor's, as UIKit.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(known: descriptor.resolvedName, size: size > 0 ? size : 12)
    }
}
