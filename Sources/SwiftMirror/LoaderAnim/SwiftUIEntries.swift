@_spi(LoaderAnim) import LAUIKit
import LASwiftUI

// A SwiftUI view as a Swift scene's entry: a `#Preview` whose body is a View, and the
// scene API's canvas showing one. Both host it as iOS does, in a UIHostingController's view.

extension Preview {
    /// A preview of a SwiftUI view, shown in a hosting view at the size it chooses.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                               @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.init(name: name, traits: traits) { .view(UIHostingController(rootView: body()).view) }
    }
}

extension SceneCanvas {
    /// Shows a SwiftUI view filling the canvas, laid out in it as a window lays out a
    /// hosting controller's root view.
    public func show<Content: View>(_ content: Content) {
        let host = UIHostingController(rootView: content)
        host.view.frame = view.bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(host.view)
    }
}
