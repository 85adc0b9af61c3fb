import Foundation
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// iOS 17's trait system: a trait is a type (UITraitUserInterfaceStyle.self) whose
/// defaultValue a collection answers when it does not hold it.
public protocol UITraitDefinition {
    associatedtype Value = Self
    static var defaultValue: Value { get }
    static var affectsColorAppearance: Bool { get }
    static var name: String { get }
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
}

public typealias UITrait = any UITraitDefinition.Type

/// The settable traits of `UITraitCollection(mutations:)` and a view's traitOverrides.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var userInterfaceIdiom: UIUserInterfaceIdiom { get { self[UITraitUserInterfaceIdiom.self] } set { self[UITraitUserInterfaceIdiom.self] = newValue } }
    public var userInterfaceStyle: UIUserInterfaceStyle { get { self[UITraitUserInterfaceStyle.self] } set { self[UITraitUserInterfaceStyle.self] = newValue } }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { self[UITraitLayoutDirection.self] } set { self[UITraitLayoutDirection.self] = newValue } }
    public var displayScale: CGFloat { get { self[UITraitDisplayScale.self] } set { self[UITraitDisplayScale.self] = newValue } }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { self[UITraitHorizontalSizeClass.self] } set { self[UITraitHorizontalSizeClass.self] = newValue } }
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { self[UITraitVerticalSizeClass.self] } set { self[UITraitVerticalSizeClass.self] = newValue } }
    public var forceTouchCapability: UIForceTouchCapability { get { self[UITraitForceTouchCapability.self] } set { self[UITraitForceTouchCapability.self] = newValue } }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut { get { self[UITraitDisplayGamut.self] } set { self[UITraitDisplayGamut.self] = newValue } }
    public var accessibilityContrast: UIAccessibilityContrast { get { self[UITraitAccessibilityContrast.self] } set { self[UITraitAccessibilityContrast.self] = newValue } }
    public var userInterfaceLevel: UIUserInterfaceLevel { get { self[UITraitUserInterfaceLevel.self] } set { self[UITraitUserInterfaceLevel.self] = newValue } }
    public var legibilityWeight: UILegibilityWeight { get { self[UITraitLegibilityWeight.self] } set { self[UITraitLegibilityWeight.self] = newValue } }
    public var activeAppearance: UIUserInterfaceActiveAppearance { get { self[UITraitActiveAppearance.self] } set { self[UITraitActiveAppearance.self] = newValue } }
    public var typesettingLanguage: String { get { self[UITraitTypesettingLanguage.self] } set { self[UITraitTypesettingLanguage.self] = newValue } }
    public var sceneCaptureState: UISceneCaptureState { get { self[UITraitSceneCaptureState.self] } set { self[UITraitSceneCaptureState.self] = newValue } }
    public var imageDynamicRange: UIImage.DynamicRange { get { self[UITraitImageDynamicRange.self] } set { self[UITraitImageDynamicRange.self] = newValue } }
}

/// A view's own trait values (iOS 17), over its environment's.
public protocol UITraitOverrides: UIMutableTraits {
    func contains(_ trait: UITrait) -> Bool
    mutating func remove(_ trait: UITrait)
}

/// A view's traitOverrides: kept; the view's traitCollection shows them.
struct UITraitOverridesStorage: UITraitOverrides {
    var values: [ObjectIdentifier: Any] = [:]
    init() {}
    init(_ other: UITraitOverrides) { values = (other as? UITraitOverridesStorage)?.values ?? [:] }
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }
    func contains(_ trait: UITrait) -> Bool { values[ObjectIdentifier(trait)] != nil }
    mutating func remove(_ trait: UITrait) { values[ObjectIdentifier(trait)] = nil }
}

public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

/// What registerForTraitChanges answers, for unregisterForTraitChanges.
public protocol UITraitChangeRegistration: AnyObject {}

final class TraitChangeRegistration: UITraitChangeRegistration {}

/// Trait-change registration (iOS 17). The canvas's traits never change, so the handlers
/// and actions registered are kept and never called.
public protocol UITraitChangeObservable {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    // MARK: Inert
    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

// The system traits, with UIKit's defaults (unspecified).
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static let defaultValue = UIUserInterfaceIdiom.unspecified }
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitLayoutDirection: UITraitDefinition { public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified }
public enum UITraitDisplayScale: UITraitDefinition { public static let defaultValue: CGFloat = 0 }
public enum UITraitHorizontalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public enum UITraitVerticalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public enum UITraitForceTouchCapability: UITraitDefinition { public static let defaultValue = UIForceTouchCapability.unknown }
public enum UITraitPreferredContentSizeCategory: UITraitDefinition { public static let defaultValue = UIContentSizeCategory.unspecified }
public enum UITraitDisplayGamut: UITraitDefinition { public static let defaultValue = UIDisplayGamut.unspecified }
public enum UITraitAccessibilityContrast: UITraitDefinition { public static let defaultValue = UIAccessibilityContrast.unspecified }
public enum UITraitUserInterfaceLevel: UITraitDefinition { public static let defaultValue = UIUserInterfaceLevel.unspecified }
public enum UITraitLegibilityWeight: UITraitDefinition { public static let defaultValue = UILegibilityWeight.unspecified }
public enum UITraitActiveAppearance: UITraitDefinition { public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified }
public enum UITraitTypesettingLanguage: UITraitDefinition { public static let defaultValue = "" }
public enum UITraitSceneCaptureState: UITraitDefinition { public static let defaultValue = UISceneCaptureState.unspecified }
public enum UITraitImageDynamicRange: UITraitDefinition { public static let defaultValue = UIImage.DynamicRange.unspecified }

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }
public enum UIUserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive, active }
public enum UIForceTouchCapability: Int, Sendable { case unknown = 0, unavailable, available }
public enum UIDisplayGamut: Int, Sendable { case unspecified = -1, SRGB, P3 }
public enum UISceneCaptureState: Int, Sendable { case unspecified = -1, inactive, active }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [Self] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
    public static func < (a: Self, b: Self) -> Bool { (order.firstIndex(of: a) ?? -1) < (order.firstIndex(of: b) ?? -1) }
}
