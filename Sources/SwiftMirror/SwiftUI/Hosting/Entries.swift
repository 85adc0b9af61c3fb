@_spi(LoaderAnim) import LAUIKit
@_spi(LoaderAnim) import LoaderAnim

// A SwiftUI view as a Swift scene's entry: a `#Preview` whose body is a View, a preview
// provider, and the scene API's canvas showing one; each hosts it as iOS does, in a
// UIHostingController's view. Here rather than in LoaderAnim, so that a scene that does not
// import SwiftUI does not load it (nor OpenCombine, which it re-exports).

extension Preview {
    /// A preview of a SwiftUI view, shown in a hosting view at the size it chooses.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                               @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.init(name: name, traits: traits) { .view(UIHostingController(rootView: body()).view) }
    }
}

extension _LoaderAnimProgram {
    /// A `struct Name: PreviewProvider` of the scene's files (the source pass writes the
    /// call): its `previews` shown as a #Preview named Name is.
    public static func previewProvider<Provider: PreviewProvider>(_ name: String, _ type: Provider.Type, file: String, line: Int) {
        preview(Preview(name: name, traits: []) { .view(UIHostingController(rootView: Provider.previews).view) }, file: file, line: line)
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
