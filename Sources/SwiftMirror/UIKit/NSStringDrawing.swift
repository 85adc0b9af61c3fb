@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

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
