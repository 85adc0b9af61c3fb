@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIActivityIndicatorView, drawn as iOS's own spinner from engine layers (the same a Lua
/// scene can build, docs/swift-scenes.md "The system spinner"): twelve capsule bars round
/// the center, one bar a step, one step every 1/12 s (a turn a second, clockwise). The bar
/// `k` steps behind the brightest shows at opacity 1 − k/16 (1, 0.9375, ..., 0.3125 for the
/// oldest).
///
/// How it is built: a CAReplicatorLayer of twelve instances of one bar, each rotated 30°
/// counterclockwise from the last and running 1/12 s ahead of it (instanceDelay −1/12); the
/// bar's opacity is a discrete CAKeyframeAnimation of the twelve values above over one
/// second, repeating. Instance i therefore shows value (step + i) mod 12, so the brightest
/// bar is the one 30° × step clockwise from the top and the dimmer ones trail behind it.
/// Stopped, the replicator's speed is 0 (the layer-timing pause) and the bars hold the first
/// step's pattern; startAnimating starts that clock at the current scene time.
///
/// Geometry (points), by style; iOS draws its bars from an artwork of its own, these are
/// measured from it to the half point:
///
/// | style | size | bar width | bar length | inner radius | outer radius |
/// |---|---|---|---|---|---|
/// | .medium, .white, .gray | 20 | 2 | 5.5 | 4.25 | 9.75 |
/// | .large, .whiteLarge | 37 | 3.5 | 10 | 8 | 18 |
///
/// The spinner keeps its style's size centered in the view's bounds, as UIKit draws it
/// (a larger frame does not scale it). Colors: `color` when set, else gray (systemGray,
/// #8E8E93) for .medium, .large and .gray, white for .white and .whiteLarge.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101

        /// The spinner's side, bar width, bar length and outer radius in points.
        var geometry: (size: CGFloat, width: CGFloat, length: CGFloat, outer: CGFloat) {
            switch self {
            case .large, .whiteLarge: (37, 3.5, 10, 18)
            case .medium, .white, .gray: (20, 2, 5.5, 9.75)
            }
        }

        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: .white
            case .medium, .large, .gray: .systemGray
            }
        }
    }

    /// The opacities of the bars 0, 1, ..., 11 steps behind the brightest.
    static let barOpacities: [Float] = (0..<12).map { 1 - Float($0) / 16 }
    /// One step of the spinner, in seconds.
    static let step = 1.0 / 12

    open var style: Style = .medium {
        didSet {
            buildBar()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// nil: the style's color.
    open var color: UIColor! {
        get { ownColor ?? style.defaultColor }
        set {
            ownColor = newValue
            buildBar()
        }
    }
    private var ownColor: UIColor?
    /// Hidden while stopped (the default, as UIKit's).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    open private(set) var isAnimating = false

    private let replicator = CAReplicatorLayer(backingView: ())
    private let bar = CALayer(backingView: ())

    public init(style: Style) {
        let size = style.geometry.size
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        self.style = style
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// The pre-iOS 13 spelling.
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    public required init?(coder: NSCoder) { return nil }
    /// `UIActivityIndicatorView()`: UIView's convenience init() is not inherited (UIView's SPI init(rootOf:) is not overridden).
    public convenience init() { self.init(frame: .zero) }

    private func setUp() {
        SceneHost.hide(replicator)
        SceneHost.hide(bar)
        layer.addSublayer(replicator)
        replicator.addSublayer(bar)
        replicator.instanceCount = 12
        replicator.instanceDelay = -Self.step
        replicator.instanceTransform = CATransform3DMakeRotation(-2 * .pi / 12, 0, 0, 1)
        replicator.speed = 0
        isHidden = hidesWhenStopped
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = Self.barOpacities
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        bar.add(blink, forKey: "spin")
        buildBar()
    }

    /// The bar for the style and color: a capsule standing on the top of the circle.
    private func buildBar() {
        let (size, width, length, outer) = style.geometry
        replicator.frame = CGRect(x: (bounds.width - size) / 2, y: (bounds.height - size) / 2, width: size, height: size)
        bar.frame = CGRect(x: size / 2 - width / 2, y: size / 2 - outer, width: width, height: length)
        bar.cornerRadius = width / 2
        bar.backgroundColor = color.cgColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        buildBar()
    }

    /// Starts the steps now: the brightest bar is at the top, and moves one bar clockwise
    /// every 1/12 s.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        replicator.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        replicator.timeOffset = 0
        replicator.speed = 1
    }

    /// Holds the first step's pattern (hidden when hidesWhenStopped).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        replicator.speed = 0
        replicator.timeOffset = 0
        if hidesWhenStopped { isHidden = true }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: style.geometry.size, height: style.geometry.size)
    }
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
