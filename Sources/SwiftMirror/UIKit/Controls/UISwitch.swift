@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UISwitch, drawn as iOS draws it (its knob's shadow left out): a 51 × 31 capsule at the
/// top left of the bounds, `onTintColor` (else systemGreen) when on, the light
/// appearance's secondary fill (#787880 at 16 %) when off; a 27-point knob in
/// `thumbTintColor` (else white), 2 points in from the left edge when off and from the
/// right edge (x 22) when on. Its size is UIKit's fixed one: init(frame:) keeps the
/// origin only, and sizeThatFits and intrinsicContentSize answer 51 × 31.
///
/// setOn(_:animated: true) slides the knob and fades the track's color over 0.25 s,
/// ease-in-ease-out (UIKit's own is a spring of about that length). A tap (the scene's
/// touches, ending inside) flips it, animated, and sends .valueChanged, as iOS does.
open class UISwitch: UIControl {
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox = 1, sliding = 2
    }

    static let size = CGSize(width: 51, height: 31)
    static let knob: CGFloat = 27
    static let offFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    static let animationDuration = 0.25

    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// nil: systemGreen.
    open var onTintColor: UIColor? { didSet { applyState() } }
    /// nil: white.
    open var thumbTintColor: UIColor? { didSet { applyState() } }

    private let track = CALayer(backingView: ())
    private let thumb = CALayer(backingView: ())

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        SceneHost.hide(track)
        SceneHost.hide(thumb)
        layer.addSublayer(track)
        layer.addSublayer(thumb)
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.cornerRadius = Self.size.height / 2
        thumb.cornerRadius = Self.knob / 2
        applyState()
    }

    /// `UISwitch()`: UIView's convenience init() is not inherited.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        guard animated else { return applyState() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState], animations: applyState)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    open override var intrinsicContentSize: CGSize { Self.size }

    /// A tap that ends inside flips the switch, as iOS's does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isEnabled && (touches.first.map { bounds.contains($0.location(in: self)) } ?? false) && (isTracking || isHighlighted)
        super.touchesEnded(touches, with: event)
        guard inside else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    /// The track's color and the knob's place for the state.
    private func applyState() {
        track.backgroundColor = (on ? onTintColor ?? .systemGreen : Self.offFill).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        let inset = (Self.size.height - Self.knob) / 2
        thumb.frame = CGRect(x: on ? Self.size.width - inset - Self.knob : inset, y: inset, width: Self.knob, height: Self.knob)
    }

    // MARK: Inert
    /// Mac Catalyst's checkbox title; an iPhone's switch shows none.
    open var title: String?
    open var preferredStyle: Style = .automatic
    /// The style drawn: iOS's sliding switch.
    open var style: Style { .sliding }
    /// iOS 6's images, kept; iOS 7 and later do not draw them either.
    open var onImage: UIImage?
    open var offImage: UIImage?
}
