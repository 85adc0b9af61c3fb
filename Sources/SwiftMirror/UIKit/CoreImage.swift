@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// Core Image's color, as far as UIColor(ciColor:) and UIColor.ciColor need it: sRGB
/// components (Core Image's filters are not mirrored).
open class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public convenience init(color: UIColor) {
        let c = color.engineColor
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
    public convenience init(cgColor color: CGColor) { self.init(color: UIColor(cgColor: color)) }
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    open var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
}

/// Core Image's image, as far as UIImage(ciImage:) needs it: one made from a CGImage
/// (drawn as that image); one of a color has no CGImage and draws nothing.
open class CIImage: @unchecked Sendable {
    public let cgImage: CGImage?
    private let color: CIColor?
    public init(cgImage image: CGImage) {
        cgImage = image
        color = nil
    }
    public init(color: CIColor) {
        cgImage = nil
        self.color = color
    }
    /// An image's size in pixels; a color's is infinite, as Core Image's.
    open var extent: CGRect {
        guard let cgImage else { return .infinite }
        return CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
    }
}
