@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// An effect a UIVisualEffectView shows: a blur (UIBlurEffect) or vibrancy (UIVibrancyEffect).
open class UIVisualEffect: NSObject {
    public override init() {}
    /// What a UIVisualEffectView draws for the effect in place of the blur (see UIBlurEffect).
    var tint: UIColor? { nil }
}

/// A blur of what lies behind the view. The blur itself is not drawn: the view shows a
/// translucent tint per style instead, in the light appearance (the canvas's):
///
/// - the light family (.extraLight, .light, .regular, .prominent, and the system materials
///   without "Dark", the adaptive ones in the light appearance) is white, the dark family
///   (.dark and the "...Dark" materials) is black;
/// - its alpha grows with the material's thickness: ultraThin 0.3, thin 0.5, material 0.7,
///   chrome 0.75, thick 0.85; .light and .regular 0.8, .extraLight and .prominent 0.9,
///   .dark 0.6.
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20

        /// The tint drawn in place of the blur (the rule in UIBlurEffect's comment).
        var tint: UIColor {
            let alpha: CGFloat
            switch self {
            case .extraLight, .prominent: alpha = 0.9
            case .light, .regular: alpha = 0.8
            case .dark: alpha = 0.6
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: alpha = 0.3
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: alpha = 0.5
            case .systemMaterial, .systemMaterialLight, .systemMaterialDark: alpha = 0.7
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: alpha = 0.75
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: alpha = 0.85
            }
            return UIColor(white: isDark ? 0 : 1, alpha: alpha)
        }

        var isDark: Bool {
            switch self {
            case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
                 .systemChromeMaterialDark: true
            default: false
            }
        }
    }

    /// The style the effect was made with.
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor? { style.tint }
}

/// The styles of vibrancy, for text and fills over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrancy: the content view's subviews drawn as they are (the vibrancy is not drawn), and
/// no tint of its own.
open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
        MirrorDiagnostics.warnNotDrawn("UIVibrancyEffect.init(blurEffect:)")
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
        MirrorDiagnostics.warnNotDrawn("UIVibrancyEffect.init(blurEffect:style:)")
    }
}

/// UIVisualEffectView: its effect's translucent tint (see UIBlurEffect) over what lies
/// behind, unblurred, with `contentView` above the tint, where UIKit wants the effect
/// view's content to go. The tint is a layer of the view's own under the content view, as
/// wide and tall as the bounds (it follows the view's corner radius when the view clips),
/// and a change of `effect` inside UIView.animate fades it as UIKit fades the blur in.
open class UIVisualEffectView: UIView {
    /// Setting a blur warns that the blur itself is not drawn; the tint changes at once (or
    /// with the animate block around it).
    open var effect: UIVisualEffect? {
        didSet {
            if effect is UIBlurEffect { MirrorDiagnostics.warnNotDrawn("UIVisualEffectView.effect") }
            tintLayer.backgroundColor = effect?.tint?.cgColor
        }
    }
    /// The view for the effect view's content, filling its bounds.
    open var contentView: UIView { content }

    private let content = UIView(frame: .zero)
    private let tintLayer = CALayer(backingView: ())

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        SceneHost.hide(tintLayer)
        layer.insertSublayer(tintLayer, at: 0)
        tintLayer.backgroundColor = effect?.tint?.cgColor
        if effect is UIBlurEffect { MirrorDiagnostics.warnNotDrawn("UIVisualEffectView.init(effect:)") }
        addSubview(content)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A view with no effect at `frame`, as `UIVisualEffectView(frame:)` makes one.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// `UIVisualEffectView()`: no effect.
    public convenience init() { self.init(effect: nil) }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tintLayer.frame = bounds
        if content.frame != bounds { content.frame = bounds }
    }
}
