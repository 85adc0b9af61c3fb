@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UITraitCollection: the traits of an iPhone in portrait, light mode, at the canvas's
/// scale, at the default text size. Nothing changes them during a render, so
/// traitCollectionDidChange(_:) is never called.
open class UITraitCollection {
    public init() {}
    open class var current: UITraitCollection { UITraitCollection() }
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    open var displayScale: CGFloat { UIScreen.main.scale }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var accessibilityContrast: UIAccessibilityContrast { .normal }
    open var legibilityWeight: UILegibilityWeight { .regular }
    open var userInterfaceLevel: UIUserInterfaceLevel { .base }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
}

extension UIView {
    public var traitCollection: UITraitCollection { UITraitCollection() }
}

extension UIViewController {
    public var traitCollection: UITraitCollection { UITraitCollection() }
}
