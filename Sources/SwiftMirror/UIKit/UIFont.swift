@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIFont: a name and a size. Text draws in the engine's pinned faces, each name in the face
/// nearest its weight and style (Helvetica and the system font's regular and bold in
/// Liberation Sans, their other weights in Inter, Menlo and Courier in monospaced faces;
/// docs/core-animation.md, "Text"). The system font's names are iOS's own (".SFUI-Semibold"),
/// so `fontName` reads as it does on a device.
///
/// A `_SizedFont`: as an attributed string's `.font`, it gives a text layer its size too
/// (declared here, where every scene that names a UIFont links it).
open class UIFont: FontNaming, _SizedFont, CustomStringConvertible {
    public let fontName: String
    public let pointSize: CGFloat

    /// Any name: iOS returns nil for a name it lacks, which real code unwraps with `!`, so
    /// here every name gives a font. One loaderanim does not know draws in the nearest face,
    /// with a warning on stderr naming the nearest accepted names.
    public init?(name: String, size: CGFloat) {
        MirrorDiagnostics.noteFont(name)
        fontName = name
        pointSize = size
    }

    init(known name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }

    /// Apple's weights, from ultraLight (-0.8) to black (0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)

        /// The nine in order, with the names San Francisco's faces give them.
        static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The name of the nearest of the nine (a weight between two takes the nearer; on a
        /// tie, the lighter).
        var faceName: String {
            Self.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.name
        }
    }

    /// ".SFUI-Regular": Liberation Sans, as Helvetica.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(known: ".SFUI-Regular", size: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(known: ".SFUI-Bold", size: size) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(known: ".SFUI-RegularItalic", size: size) }
    /// ".SFUI-Thin" and the others: Liberation Sans at regular and bold, Inter at the rest.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(known: ".SFUI-" + weight.faceName, size: size)
    }
    /// The system font: its digits are already all one width (Liberation Sans's and Inter's).
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }
    /// ".SFMono-Regular" and the others: DejaVu Sans Mono, regular up to medium and bold from
    /// semibold (it has those two weights).
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(known: ".SFMono-" + weight.faceName, size: size)
    }
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(known: fontName, size: size) }
    /// A width other than standard is drawn at the standard width (San Francisco's condensed
    /// and expanded faces have no pinned counterpart).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        if width != .standard { MirrorDiagnostics.warnNotDrawn("UIFont.systemFont(ofSize:weight:width:)") }
        return systemFont(ofSize: fontSize, weight: weight)
    }

    /// iOS's widths (iOS 16), as the font traits' width axis has them.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3), condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0), expanded = Width(rawValue: 0.2)
    }

    open var description: String { "UIFont(\(fontName), \(pointSize))" }
}
