@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// A font that knows its size as well as its name (UIFont), as an attributed string's
/// `.font` attribute is.
public protocol _SizedFont: FontNaming { var pointSize: CGFloat { get } }

/// CGFont: a font by name (`CGFont("Helvetica" as CFString)`), for `CATextLayer.font`.
/// Its size is the layer's fontSize, as on iOS.
public final class CGFont: FontNaming, @unchecked Sendable {
    public let fontName: String
    public init?(_ name: CFString) { fontName = name as String }
    public var fullName: CFString? { fontName as NSString }
}

/// The attribute names an attributed string's runs use, under Apple's raw values ("NSFont",
/// "NSColor"), so a CATextLayer finds them whichever module spelled the key.
enum TextAttributeKey {
    static let font = NSAttributedString.Key("NSFont")
    static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension CATextLayer {
    /// An attributed string as CATextLayer draws one: with its own font, size and color, not
    /// the layer's. The engine draws a layer's text in one font, size and color, so the
    /// attributes of the first character apply to the whole string (a later run's font or
    /// color is not drawn; docs/swift-scenes.md says so). With no `.font` the string is
    /// Helvetica 12 and with no `.foregroundColor` black, as NSAttributedString's defaults are.
    /// The attributes set the layer's font, fontSize and foregroundColor, which read back so.
    func setAttributedString(_ text: NSAttributedString) {
        let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:]
        let font = attributes[TextAttributeKey.font]
        let name = (font as? any FontNaming)?.fontName ?? "Helvetica"
        MirrorDiagnostics.noteFont(name)
        setEngineValue(.string(text.string), "string")
        setEngineValue(.string(name), "font")
        setEngineValue(.number(Double((font as? any _SizedFont)?.pointSize ?? 12)), "fontSize")
        let color = (attributes[TextAttributeKey.foregroundColor] as? any _EngineColorConvertible)?.engineColor ?? .black
        setEngineValue(.color(color), "foregroundColor")
    }
}
