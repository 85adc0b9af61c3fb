@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UITraitCollection: a set of trait values, keyed by trait (UITraitDefinition); a trait it
/// does not hold reads as its default (unspecified), as on iOS. A view's and a controller's
/// traits are an iPhone's in portrait, light mode, at the canvas's scale, at the default
/// text size. Nothing changes them during a render, so traitCollectionDidChange(_:) and
/// trait-change registrations are never called.
open class UITraitCollection {
    /// The values set, by trait.
    let values: [ObjectIdentifier: Any]

    init(values: [ObjectIdentifier: Any]) { self.values = values }
    public convenience init() { self.init(values: [:]) }
    public convenience init?(coder: NSCoder) { return nil }

    /// The traits of the canvas's device.
    static var device: UITraitCollection {
        UITraitCollection { traits in
            traits.userInterfaceIdiom = .phone
            traits.userInterfaceStyle = .light
            traits.layoutDirection = .leftToRight
            traits.displayScale = UIScreen.main.scale
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.forceTouchCapability = .unavailable
            traits.preferredContentSizeCategory = .large
            traits.displayGamut = .P3
            traits.accessibilityContrast = .normal
            traits.userInterfaceLevel = .base
            traits.legibilityWeight = .regular
            traits.activeAppearance = .active
            traits.sceneCaptureState = .inactive
            traits.imageDynamicRange = .standard  // a GIF's range
        }
    }
    open class var current: UITraitCollection { device }

    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
    }

    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraits()
        mutations(&traits)
        self.init(values: (traits as? MutableTraits)?.values ?? [:])
    }
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraits(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? MutableTraits)?.values ?? values)
    }
    /// The later collections' values win, as UIKit merges them.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(into: [:]) { $0.merge($1.values) { _, new in new } })
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    open var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    open var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    open var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    open var forceTouchCapability: UIForceTouchCapability { self[UITraitForceTouchCapability.self] }
    open var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    open var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    open var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    open var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    open var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    open var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }
    open var typesettingLanguage: String { self[UITraitTypesettingLanguage.self] }
    open var sceneCaptureState: UISceneCaptureState { self[UITraitSceneCaptureState.self] }
    open var imageDynamicRange: UIImage.DynamicRange { self[UITraitImageDynamicRange.self] }
    /// An image configuration for these traits (UIImage.withConfiguration's).
    open var imageConfiguration: UIImage.Configuration { UIImage.Configuration().withTraitCollection(self) }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(UITraitUserInterfaceIdiom.self, idiom) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(UITraitLayoutDirection.self, layoutDirection) }
    public convenience init(displayScale scale: CGFloat) { self.init(UITraitDisplayScale.self, scale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitVerticalSizeClass.self, verticalSizeClass) }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(UITraitForceTouchCapability.self, capability) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(UITraitDisplayGamut.self, displayGamut) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(UITraitAccessibilityContrast.self, accessibilityContrast) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(UITraitUserInterfaceLevel.self, userInterfaceLevel) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(UITraitLegibilityWeight.self, legibilityWeight) }
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, userInterfaceActiveAppearance)
    }
    public convenience init(typesettingLanguage language: String) { self.init(UITraitTypesettingLanguage.self, language) }
    public convenience init(sceneCaptureState: UISceneCaptureState) { self.init(UITraitSceneCaptureState.self, sceneCaptureState) }
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init(UITraitImageDynamicRange.self, imageDynamicRange) }

    private convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) { self.init(values: [ObjectIdentifier(trait): value]) }

    /// The traits whose values differ between the two collections.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection?.values ?? [:]
        return UITraitCollection.systemTraits.filter { trait in
            let key = ObjectIdentifier(trait)
            return !Self.same(values[key] ?? trait.anyDefault, other[key] ?? trait.anyDefault)
        }
    }
    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        (trait?.values ?? [:]).allSatisfy { key, value in values[key].map { Self.same($0, value) } ?? false }
    }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let changed = Set(changedTraits(from: traitCollection).map(ObjectIdentifier.init))
        return Self.systemTraitsAffectingColorAppearance.contains { changed.contains(ObjectIdentifier($0)) }
    }
    /// Runs `actions` (the current traits are the device's whichever collection asks).
    open func performAsCurrent(_ actions: () -> Void) { actions() }

    public class var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitDisplayGamut.self, UITraitAccessibilityContrast.self,
         UITraitUserInterfaceLevel.self]
    }
    public class var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitUserInterfaceStyle.self, UITraitDisplayGamut.self,
         UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitLayoutDirection.self, UITraitLegibilityWeight.self]
    }

    static let systemTraits: [UITrait] = [
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitDisplayScale.self,
        UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitForceTouchCapability.self,
        UITraitPreferredContentSizeCategory.self, UITraitDisplayGamut.self, UITraitAccessibilityContrast.self,
        UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self, UITraitActiveAppearance.self, UITraitTypesettingLanguage.self,
        UITraitSceneCaptureState.self, UITraitImageDynamicRange.self,
    ]

    static func same(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? AnyHashable, let b = b as? AnyHashable else { return false }
        return a == b
    }
}

extension UITraitDefinition {
    static var anyDefault: Any { defaultValue }
}

/// The mutable traits `init(mutations:)` and `modifyingTraits(_:)` hand their closure.
struct MutableTraits: UIMutableTraits {
    var values: [ObjectIdentifier: Any] = [:]
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }
}

extension UIView {
    /// The device's traits, with the view's own traitOverrides.
    public var traitCollection: UITraitCollection {
        let overrides = inert.traitOverrides.values
        let device = UITraitCollection.device
        return overrides.isEmpty ? device : UITraitCollection(values: device.values.merging(overrides) { _, own in own })
    }
}

extension UIViewController {
    /// The device's traits, with the controller's own traitOverrides.
    public var traitCollection: UITraitCollection {
        let overrides = ownTraitOverrides.values
        let device = UITraitCollection.device
        return overrides.isEmpty ? device : UITraitCollection(values: device.values.merging(overrides) { _, own in own })
    }
}
