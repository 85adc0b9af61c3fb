@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIImageView: a view whose layer's contents is the image, filled by contentMode (the
/// layer's contentsGravity). Image views that load their picture (SDWebImage, Kingfisher)
/// set `image` when it arrives.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
        layer.contents = image?.cgImage
    }

    public required init?(coder: NSCoder) { return nil }
}
