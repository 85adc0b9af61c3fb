// Style: NVActivityIndicatorView (its view class). A UIView that hands its layer to an
// animation object chosen by `type`, with @IBDesignable/@IBInspectable for Interface
// Builder, startAnimating()/stopAnimating(), and padding read in layoutSubviews.
import UIKit

public enum ActivityIndicatorType: Int {
    case ballPulse
    case ballScale

    func animation() -> ActivityIndicatorAnimationDelegate {
        switch self {
        case .ballPulse:
            return ActivityIndicatorAnimationBallPulse()
        case .ballScale:
            return ActivityIndicatorAnimationBallScale()
        }
    }
}

@IBDesignable
public final class ActivityIndicatorView: UIView {
    public static var DEFAULT_COLOR = UIColor.white
    public static var DEFAULT_PADDING: CGFloat = 0

    public var type: ActivityIndicatorType = .ballPulse

    @IBInspectable public var color: UIColor = ActivityIndicatorView.DEFAULT_COLOR
    @IBInspectable public var padding: CGFloat = ActivityIndicatorView.DEFAULT_PADDING

    @available(*, unavailable, message: "This property is reserved for Interface Builder. Use 'type' instead.")
    @IBInspectable var typeName: String {
        get { return "" }
        set { }
    }

    public private(set) var isAnimating: Bool = false

    public init(frame: CGRect, type: ActivityIndicatorType? = nil, color: UIColor? = nil, padding: CGFloat? = nil) {
        self.type = type ?? .ballPulse
        self.color = color ?? ActivityIndicatorView.DEFAULT_COLOR
        self.padding = padding ?? ActivityIndicatorView.DEFAULT_PADDING
        super.init(frame: frame)
        isHidden = true
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        backgroundColor = UIColor.clear
        isHidden = true
    }

    public override var intrinsicContentSize: CGSize {
        return CGSize(width: bounds.width, height: bounds.height)
    }

    public override var bounds: CGRect {
        didSet {
            // Setup the animation again for the new bounds.
            if oldValue != bounds && isAnimating {
                setUpAnimation()
            }
        }
    }

    public final func startAnimating() {
        guard !isAnimating else { return }
        isHidden = false
        isAnimating = true
        layer.speed = 1
        setUpAnimation()
    }

    public final func stopAnimating() {
        guard isAnimating else { return }
        isHidden = true
        isAnimating = false
        layer.sublayers?.removeAll()
    }

    private final func setUpAnimation() {
        let animation: ActivityIndicatorAnimationDelegate = type.animation()
        var animationRect = frame.inset(by: UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding))
        let minEdge = min(animationRect.width, animationRect.height)

        layer.sublayers = nil
        animationRect.size = CGSize(width: minEdge, height: minEdge)
        animation.setUpAnimation(in: layer, size: animationRect.size, color: color)
    }
}
