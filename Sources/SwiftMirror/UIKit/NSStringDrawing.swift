@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers
@_implementationOnly import Raster

/// NSString's drawing (UIKit's NSStringDrawing), for String and NSString alike: one line of
/// text into the current context (draw(_:), an image context), its top left at the point,
/// in the attributes' `.font` (Helvetica 12 without one, as UIKit) and `.foregroundColor`
/// (black), with the engine's text drawing (the pinned faces of a CATextLayer). Outside a
/// context nothing is drawn, as on iOS. Other attributes are accepted and not drawn;
/// `draw(in:)` draws one line at the rect's origin (no wrapping, no clipping).
extension StringProtocol {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = attributes?[.font] as? UIFont
        let color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.drawText(String(self), at: point, font: TextFont(name: font?.fontName ?? "Helvetica"),
                         size: font?.pointSize ?? 12, color: color)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(at: rect.origin, withAttributes: attributes)
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(in: rect, withAttributes: attributes)
    }
}

// MARK: Measuring

public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = Self(rawValue: 1 << 0)
    public static let usesFontLeading = Self(rawValue: 1 << 1)
    public static let usesDeviceMetrics = Self(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = Self(rawValue: 1 << 5)
}

open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open var totalBounds: CGRect = .zero
    public init() {}
}

/// The text's size as the engine lays it out (the faces the drawing uses): one line, or
/// wrapped at the width with `.usesLineFragmentOrigin`, as UIKit measures.
func textExtent(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, wrappingAt width: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let font = attributes?[.font] as? UIFont
    let extent = SceneHost.check("measuring \"\(text)\"") {
        try TextMeasure.extent(of: text, font: TextFont(name: font?.fontName ?? "Helvetica"), size: Double(font?.pointSize ?? 12),
                               wrapWidth: width.map(Double.init), maxLines: 0)
    }
    return CGSize(width: CGFloat(extent.width), height: CGFloat(extent.height))
}

extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        textExtent(String(self), attrs, wrappingAt: nil)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < .greatestFiniteMagnitude
        let extent = textExtent(String(self), attributes, wrappingAt: wraps ? size.width : nil)
        return CGRect(origin: .zero, size: extent)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
