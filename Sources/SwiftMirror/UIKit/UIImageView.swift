@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIImageView: a view whose layer's contents is the image, filled by contentMode (the
/// layer's contentsGravity; scaleToFill by default, as UIKit's). Image views that load their
/// picture (SDWebImage, Kingfisher) set `image` when it arrives. While `isHighlighted`, the
/// highlightedImage shows when there is one. Its fitting size is the image's.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { showImage() } }
    open var highlightedImage: UIImage? { didSet { showImage() } }
    open var isHighlighted = false { didSet { showImage() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As UIKit: the frame takes the image's size.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showImage()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        showImage()
    }

    public required init?(coder: NSCoder) { return nil }
    /// `UIImageView()`: UIView's convenience init() is not inherited (UIView's SPI init(rootOf:) is not overridden).
    public convenience init() { self.init(frame: .zero) }

    private func showImage() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.cgImage
        invalidateIntrinsicContentSize()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
