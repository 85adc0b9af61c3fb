@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UISlider, drawn as iOS draws it (the thumb's shadow left out): a 4-point track with
/// round ends across trackRect(forBounds:) (the bounds' width, centered vertically), the
/// part left of the thumb's center in `minimumTrackTintColor` (else the tint color), the
/// rest in `maximumTrackTintColor` (else the system fill, #787880 at 20 %); a 28-point
/// thumb in `thumbTintColor` (else white), its left edge at (trackWidth − 28) × fraction
/// from the track's left, so it stays inside the track at both ends. Its intrinsic
/// height is 31 points.
///
/// setValue(_:animated: true) moves the thumb over 0.25 s, ease-in-ease-out. The images
/// (thumb, tracks, the value images) are kept and not drawn (a warning says so).
open class UISlider: UIControl {
    static let thumbSide: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    static let animationDuration = 0.25

    /// Kept between minimumValue and maximumValue.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    open var minimumValueImage: UIImage? {
        didSet {
            if minimumValueImage != nil { MirrorDiagnostics.warnNotDrawn("UISlider.minimumValueImage") }
            setNeedsLayout()
        }
    }
    open var maximumValueImage: UIImage? {
        didSet {
            if maximumValueImage != nil { MirrorDiagnostics.warnNotDrawn("UISlider.maximumValueImage") }
            setNeedsLayout()
        }
    }
    /// nil: the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// nil: the system fill.
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// nil: white.
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    private let minimumTrack = CALayer(backingView: ())
    private let maximumTrack = CALayer(backingView: ())
    private let thumb = CALayer(backingView: ())

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack, thumb] {
            SceneHost.hide(part)
            layer.addSublayer(part)
        }
        minimumTrack.cornerRadius = Self.trackHeight / 2
        maximumTrack.cornerRadius = Self.trackHeight / 2
        thumb.cornerRadius = Self.thumbSide / 2
        applyColors()
        placeParts()
    }

    /// `UISlider()`: UIView's convenience init() is not inherited.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        guard animated else { return placeParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState], animations: placeParts)
    }

    // MARK: Images (kept, not drawn)

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil { MirrorDiagnostics.warnNotDrawn("UISlider.setThumbImage(_:for:)") }
        thumbImages[state.rawValue] = image
    }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil { MirrorDiagnostics.warnNotDrawn("UISlider.setMinimumTrackImage(_:for:)") }
        minimumTrackImages[state.rawValue] = image
    }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil { MirrorDiagnostics.warnNotDrawn("UISlider.setMaximumTrackImage(_:for:)") }
        maximumTrackImages[state.rawValue] = image
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The state's image, else the normal state's, as UIKit falls back.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    // MARK: Geometry

    /// The value image's own size at the bounds' left, centered vertically; empty without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The bounds' width (less the value images and 4 points beside each), 4 points tall,
    /// centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 4
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 4
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(right - left, 0), height: Self.trackHeight)
    }
    /// The 28-point thumb, from the track's left edge (the minimum) to its right (the maximum).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        return CGRect(x: rect.minX + (rect.width - Self.thumbSide) * fraction, y: rect.midY - Self.thumbSide / 2,
                      width: Self.thumbSide, height: Self.thumbSide)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: thumbFrame.midX, y: track.minY, width: track.maxX - thumbFrame.midX, height: track.height)
        thumb.frame = thumbFrame
    }

    private func applyColors() {
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).cgColor
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? Self.systemFill).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
    }

    // MARK: Inert
    /// Whether dragging sends .valueChanged as it goes (no finger drags here).
    open var isContinuous = true
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// iOS's own: what `.automatic` resolves to on an iPhone.
    open var behavioralStyle: UIBehavioralStyle { .pad }
}
