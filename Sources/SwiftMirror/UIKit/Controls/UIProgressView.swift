@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIProgressView, drawn as iOS's default bar: a track in the system fill color (#787880 at
/// 20 %) across the bounds, and the progress from the left edge in `progressTintColor`,
/// else the tint color, `progress` of the width. The default style's ends are round (a
/// corner radius of half the height); `.bar`'s are square. Its intrinsic height is 4
/// points, UIKit's, and init(progressViewStyle:) makes a view that tall; a taller frame
/// draws a taller bar, as iOS's layout-sized bar does.
///
/// setProgress(_:animated: true) moves the progress's end over 0.25 s, ease-in-ease-out
/// (UIView.animate's default curve), from where it shows: UIKit does not document the
/// duration, and a quarter second is what its own control animations take. Inside an
/// animate block it takes the block's timing, as a view's change does.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0, bar = 1
    }

    /// The system fill color of the light appearance: what the track shows when
    /// trackTintColor is nil.
    static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// The length of the animation of setProgress(_:animated: true).
    static let animationDuration = 0.25

    open var progressViewStyle: Style = .default { didSet { setNeedsLayout() } }
    /// Kept between 0 and 1, as UIKit pins it.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// nil: the tint color.
    open var progressTintColor: UIColor? { didSet { applyColors() } }
    /// nil: the system fill color.
    open var trackTintColor: UIColor? { didSet { applyColors() } }
    /// Kept; an image is not drawn (the colors are).
    open var progressImage: UIImage? {
        didSet { if progressImage != nil { MirrorDiagnostics.warnNotDrawn("UIProgressView.progressImage") } }
    }
    open var trackImage: UIImage? {
        didSet { if trackImage != nil { MirrorDiagnostics.warnNotDrawn("UIProgressView.trackImage") } }
    }

    /// Kept; the bar does not follow its fraction completed.
    open var observedProgress: Progress? {
        didSet { if observedProgress != nil { MirrorDiagnostics.warnNotDrawn("UIProgressView.observedProgress") } }
    }

    private let track = CALayer(backingView: ())
    private let fill = CALayer(backingView: ())

    public override init(frame: CGRect) {
        super.init(frame: frame)
        SceneHost.hide(track)
        SceneHost.hide(fill)
        layer.addSublayer(track)
        track.addSublayer(fill)
        track.masksToBounds = true
        applyColors()
        placeBar()
    }

    /// A view of the style, 4 points tall (as wide as it is then laid out).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
        progressViewStyle = style
    }

    /// `UIProgressView()`: UIView's convenience init() is not inherited.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress.isNaN ? 0 : progress, 0), 1)
        guard animated else { return placeBar() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState], animations: placeBar)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 4) }

    /// The track over the bounds, the progress `progress` of its width from the left.
    private func placeBar() {
        let bounds = self.bounds
        track.frame = bounds
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        track.cornerRadius = radius
        fill.cornerRadius = radius
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }

    private func applyColors() {
        track.backgroundColor = (trackTintColor ?? Self.systemFill).cgColor
        fill.backgroundColor = (progressTintColor ?? tintColor).cgColor
    }
}
