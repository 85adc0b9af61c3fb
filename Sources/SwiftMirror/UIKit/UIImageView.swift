@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIImageView: a view whose layer's contents is the image, filled by contentMode (the
/// layer's contentsGravity; scaleToFill by default, as UIKit's). Image views that load their
/// picture (SDWebImage, Kingfisher) set `image` when it arrives. While `isHighlighted`, the
/// highlightedImage shows when there is one. Its fitting size is the image's.
///
/// As on iOS, a template image (`.alwaysTemplate`) is painted in the view's tintColor, a
/// resizable image keeps its caps when scaleToFill stretches it, and `animationImages`
/// (or an animated image) cycle on the scene clock: each frame is a layer of UIKit's own
/// whose opacity a discrete keyframe animation turns on for its share of the duration, so
/// a forever-repeating cycle is the scene's loop.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { showImage() } }
    open var highlightedImage: UIImage? { didSet { showImage() } }
    open var isHighlighted = false { didSet { showImage() } }

    open var animationImages: [UIImage]? { didSet { restartIfAnimating() } }
    open var highlightedAnimationImages: [UIImage]? { didSet { restartIfAnimating() } }
    /// One cycle; 0: a thirtieth of a second a frame, as UIKit.
    open var animationDuration: TimeInterval = 0 { didSet { restartIfAnimating() } }
    /// 0: forever.
    open var animationRepeatCount = 0 { didSet { restartIfAnimating() } }
    /// Whether startAnimating()'s cycle runs (false again once a counted one has ended).
    open private(set) var isAnimating = false

    /// The layer holding the frames' layers while a cycle runs, and which cycle it is.
    private var frameLayer: CALayer?
    private var cycle = 0
    /// The animated image the frames show, when they are an animated image's.
    private var cyclingImage: UIImage?

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

    private var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    private func showImage() {
        let shown = shownImage
        if let frames = shown?.images, let shown, !frames.isEmpty {
            // An animated image cycles forever, as UIKit shows one.
            if !isAnimating, cyclingImage !== shown {
                removeFrames()
                runFrames(frames, duration: shown.duration, repeatCount: 0)
                cyclingImage = shown
            }
        } else if cyclingImage != nil {
            removeFrames()
        }
        layer.contents = isAnimating || cyclingImage != nil ? nil : shown.flatMap(displayed)
        invalidateIntrinsicContentSize()
    }

    /// The picture the layer shows for `image`: tinted, turned, stretched by its caps.
    private func displayed(_ image: UIImage) -> CGImage? {
        guard !image.isEmpty else { return nil }
        if image.isResizable, contentMode == .scaleToFill, bounds.width > 0, bounds.height > 0 {
            return image.stretched(to: bounds.size, tint: tintColor)
        }
        return image.rendered(tint: tintColor)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showImage()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let frameLayer {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            frameLayer.frame = bounds
            for sublayer in frameLayer.sublayers ?? [] {
                sublayer.frame = frameLayer.bounds
                sublayer.contentsGravity = layer.contentsGravity
            }
            CATransaction.commit()
        }
        if shownImage?.isResizable == true { showImage() }
    }

    /// Cycles the frames from now on; the image shows again when stopped or done.
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
        guard !frames.isEmpty else { return }
        removeFrames()
        isAnimating = true
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        runFrames(frames, duration: duration, repeatCount: animationRepeatCount)
        layer.contents = nil
        guard animationRepeatCount > 0 else { return }
        let ending = cycle
        SceneHost.requireStage("UIImageView.startAnimating()").after(duration * Double(animationRepeatCount)) { [weak self] _ in
            guard let self, self.cycle == ending, self.isAnimating else { return }
            SceneHost.callback { self.stopAnimating() }
        }
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        removeFrames()
        showImage()
    }

    private func restartIfAnimating() {
        if isAnimating { startAnimating() }
    }

    /// One hidden layer a frame, shown by a discrete opacity keyframe for its n-th of the cycle.
    private func runFrames(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int) {
        cycle += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let holder = CALayer(backingView: ())
        SceneHost.hide(holder)
        holder.frame = bounds
        layer.insertSublayer(holder, at: 0)
        for (index, frame) in frames.enumerated() {
            let sublayer = CALayer(backingView: ())
            SceneHost.hide(sublayer)
            sublayer.frame = holder.bounds
            sublayer.contentsGravity = layer.contentsGravity
            sublayer.contents = displayed(frame)
            sublayer.opacity = 0
            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = frames.indices.map { $0 == index ? Float(1) : 0 }
            blink.calculationMode = .discrete
            blink.duration = max(duration, 1e-3)
            blink.repeatCount = repeatCount > 0 ? Float(repeatCount) : .infinity
            sublayer.add(blink, forKey: "frames")
            holder.addSublayer(sublayer)
        }
        CATransaction.commit()
        frameLayer = holder
    }

    private func removeFrames() {
        frameLayer?.removeFromSuperlayer()
        frameLayer = nil
        cyclingImage = nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Symbols

    /// SF Symbols are not drawn (UIImage+Symbols.swift), nor their effects.
    open func addSymbolEffect(_ symbolEffect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
                              completion: UISymbolEffectCompletion? = nil) {
        MirrorDiagnostics.warnNotDrawn("UIImageView.addSymbolEffect(_:options:animated:completion:)")
    }
    /// Sets the image; the transition is not drawn.
    open func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                             options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil) {
        MirrorDiagnostics.warnNotDrawn("UIImageView.setSymbolImage(_:contentTransition:options:completion:)")
        self.image = image
    }

    // MARK: Inert
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified
    open var imageDynamicRange: UIImage.DynamicRange { .standard }
    open func removeSymbolEffect(ofType symbolEffect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {}
    open func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}
}

extension UIImage {
    /// How HDR images are shown; the canvas is standard range.
    public enum DynamicRange: Int, Sendable { case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2 }
}
