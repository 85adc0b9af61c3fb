@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// What a view keeps for its inert members: set, read back, never shown (accessibility,
/// focus, hover, state restoration, interactions, motion effects: nothing a render shows).
struct InertViewState {
    var accessibilityIgnoresInvertColors = false
    var clearsContextBeforeDrawing = true
    var contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1)
    var focusEffect: UIFocusEffect?
    var focusGroupIdentifier: String?
    var focusGroupPriority = UIFocusGroupPriority.ignored
    var hoverStyle: UIHoverStyle?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var largeContentImage: UIImage?
    var largeContentImageInsets = UIEdgeInsets.zero
    var largeContentTitle: String?
    var scalesLargeContentImage = false
    var showsLargeContentViewer = false
    var maximumContentSizeCategory: UIContentSizeCategory?
    var minimumContentSizeCategory: UIContentSizeCategory?
    var restorationIdentifier: String?
    var interactions: [UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
    var traitOverrides = UITraitOverridesStorage()
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    // UIScrollView's (iOS 17.4), UITableView's and UINavigationBar's inert members, kept
    // here as their classes' bodies are another file's.
    var allowsKeyboardScrolling = true
    var bouncesHorizontally = true
    var bouncesVertically = true
    var transfersHorizontalScrollingToParent = true
    var transfersVerticalScrollingToParent = true
    var contentAlignmentPoint = CGPoint.zero
    var separatorEffect: UIVisualEffect?
    var preferredBehavioralStyle = UIBehavioralStyle.automatic
}

extension UIView {
    // MARK: Inert
    public var accessibilityIgnoresInvertColors: Bool { get { inert.accessibilityIgnoresInvertColors } set { inert.accessibilityIgnoresInvertColors = newValue } }
    public var clearsContextBeforeDrawing: Bool { get { inert.clearsContextBeforeDrawing } set { inert.clearsContextBeforeDrawing = newValue } }
    public var contentStretch: CGRect { get { inert.contentStretch } set { inert.contentStretch = newValue } }
    public var focusEffect: UIFocusEffect? { get { inert.focusEffect } set { inert.focusEffect = newValue } }
    public var focusGroupIdentifier: String? { get { inert.focusGroupIdentifier } set { inert.focusGroupIdentifier = newValue } }
    public var focusGroupPriority: UIFocusGroupPriority { get { inert.focusGroupPriority } set { inert.focusGroupPriority = newValue } }
    public var hoverStyle: UIHoverStyle? { get { inert.hoverStyle } set { inert.hoverStyle = newValue } }
    public var insetsLayoutMarginsFromSafeArea: Bool { get { inert.insetsLayoutMarginsFromSafeArea } set { inert.insetsLayoutMarginsFromSafeArea = newValue } }
    public var preservesSuperviewLayoutMargins: Bool { get { inert.preservesSuperviewLayoutMargins } set { inert.preservesSuperviewLayoutMargins = newValue } }
    public var largeContentImage: UIImage? { get { inert.largeContentImage } set { inert.largeContentImage = newValue } }
    public var largeContentImageInsets: UIEdgeInsets { get { inert.largeContentImageInsets } set { inert.largeContentImageInsets = newValue } }
    public var largeContentTitle: String? { get { inert.largeContentTitle } set { inert.largeContentTitle = newValue } }
    public var scalesLargeContentImage: Bool { get { inert.scalesLargeContentImage } set { inert.scalesLargeContentImage = newValue } }
    public var showsLargeContentViewer: Bool { get { inert.showsLargeContentViewer } set { inert.showsLargeContentViewer = newValue } }
    public var maximumContentSizeCategory: UIContentSizeCategory? { get { inert.maximumContentSizeCategory } set { inert.maximumContentSizeCategory = newValue } }
    public var minimumContentSizeCategory: UIContentSizeCategory? { get { inert.minimumContentSizeCategory } set { inert.minimumContentSizeCategory = newValue } }
    public var appliedContentSizeCategoryLimitsDescription: String { "" }
    public var restorationIdentifier: String? { get { inert.restorationIdentifier } set { inert.restorationIdentifier = newValue } }
    public var interactions: [UIInteraction] { get { inert.interactions } set { inert.interactions = newValue } }
    public var motionEffects: [UIMotionEffect] { get { inert.motionEffects } set { inert.motionEffects = newValue } }
    public var traitOverrides: UITraitOverrides { get { inert.traitOverrides } set { inert.traitOverrides = UITraitOverridesStorage(newValue) } }
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) }
    public class var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    public class var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// An interaction joins the view (willMove(to:), didMove(to:)), as UIKit tells it; none
    /// receives input here.
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        inert.interactions.append(interaction)
        interaction.didMove(to: self)
    }
    public func removeInteraction(_ interaction: UIInteraction) {
        guard inert.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        inert.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
    /// Kept: the canvas has no device motion to tilt with.
    public func addMotionEffect(_ effect: UIMotionEffect) { inert.motionEffects.append(effect) }
    public func removeMotionEffect(_ effect: UIMotionEffect) { inert.motionEffects.removeAll { $0 === effect } }

    /// On a phone in portrait the readable width is the margins' (UIKit narrows it only on
    /// wide screens): a guide placed as layoutMarginsGuide.
    public var readableContentGuide: UILayoutGuide {
        if let guide = inert.readableContentGuide { return guide }
        let guide = UILayoutGuide(system: .readable, of: self)
        inert.readableContentGuide = guide
        return guide
    }
    /// No keyboard shows on the canvas: the guide is the bottom edge of the safe area (the
    /// bounds), zero tall, as UIKit's is while the keyboard is offscreen.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = inert.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(of: self)
        inert.keyboardLayoutGuide = guide
        return guide
    }

    // MARK: Not drawn yet

    /// A dark override would turn the system colors dark; the mirror's colors are the light ones.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { inert.overrideUserInterfaceStyle }
        set {
            inert.overrideUserInterfaceStyle = newValue
            if newValue == .dark { MirrorDiagnostics.warnNotDrawn("UIView.overrideUserInterfaceStyle") }
        }
    }
    /// Right to left would mirror leading and trailing; the canvas lays out left to right.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { inert.semanticContentAttribute }
        set {
            inert.semanticContentAttribute = newValue
            if newValue == .forceRightToLeft { MirrorDiagnostics.warnNotDrawn("UIView.semanticContentAttribute") }
        }
    }
    /// Dimmed would draw tints gray; tints draw as set.
    public var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { inert.tintAdjustmentMode }
        set {
            inert.tintAdjustmentMode = newValue
            if newValue == .dimmed { MirrorDiagnostics.warnNotDrawn("UIView.tintAdjustmentMode") }
        }
    }

    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
}

public enum UISemanticContentAttribute: Int, Sendable { case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft }
