// DeveloperToolsSupport's `#Preview`, as a Swift scene's entry. Linux has no macro of that
// name; the source pass turns each top-level `#Preview(...) { ... }` into a value of this
// type on the same line (`let _laPreview0_12 = LoaderAnim.Preview(...) { ... }`) and hands
// them to the program, which shows the first (or `--preview NAME`) when the file's own
// code declares no scene (docs/swift-scenes.md, "Render the file you have").
@_spi(LoaderAnim) import LAUIKit

/// One preview: its name, its traits and what makes its content.
public struct Preview {
    /// The traits a view preview takes (Apple's phantom type of `PreviewTrait<T>`).
    public struct ViewTraits {}

    /// What a preview's body made: a view, or a controller the canvas shows.
    @_spi(LoaderAnim) public enum Content {
        case view(UIView)
        case controller(UIViewController)
    }

    @_spi(LoaderAnim) public let name: String?
    @_spi(LoaderAnim) public let traits: [PreviewTrait<ViewTraits>]
    @_spi(LoaderAnim) public let make: @MainActor () -> Content

    /// A preview of a UIView.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) {
        self.init(name: name, traits: traits) { .view(body()) }
    }

    /// A preview of a UIViewController, shown as a window shows its root view controller.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) {
        self.init(name: name, traits: traits) { .controller(body()) }
    }

    /// For other front ends' bodies (a SwiftUI view goes through a hosting controller).
    @_spi(LoaderAnim) public init(name: String?, traits: [PreviewTrait<ViewTraits>], make: @escaping @MainActor () -> Content) {
        self.name = name
        self.traits = traits
        self.make = make
    }
}

/// A preview's layout or orientation.
public struct PreviewTrait<T> {
    @_spi(LoaderAnim) public enum Layout: Equatable {
        case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat)
    }
    @_spi(LoaderAnim) public let layout: Layout?
    /// Whether the device lies on its side (landscape): its width and height swap.
    @_spi(LoaderAnim) public let isLandscape: Bool?

    init(layout: Layout? = nil, isLandscape: Bool? = nil) {
        self.layout = layout
        self.isLandscape = isLandscape
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A container the size of the device (here: an iPhone 15's 393 x 852 points).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .device) }
    /// A container that fits the preview's size when offered the device's.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .sizeThatFits) }
    /// A container of this size, the preview centered in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(isLandscape: false) }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(isLandscape: false) }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(isLandscape: true) }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(isLandscape: true) }
}

/// The builder of a preview's body, as Apple's: declarations, then exactly one content
/// expression (or a body with `return`, which no builder transforms).
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildBlock(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "This builder requires exactly one content expression")
    public static func buildBlock(_: Content...) -> Content { fatalError() }
}
