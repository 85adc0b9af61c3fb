@_spi(LoaderAnim) import LAUIKit

/// A UIKit view controller showing a SwiftUI view: its view lays the SwiftUI view out in
/// its bounds and draws it as layers, updated at the end of each turn its state changed in.
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }
    open override func loadView() { view = hostingView }
    /// The size the SwiftUI view chooses when offered `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { hostingView.reportsIntrinsicSize = sizingOptions.contains(.intrinsicContentSize) }
    }
    public var safeAreaRegions: SafeAreaRegions = .all
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a hosting controller (and of a SwiftUI #Preview or scene): the graph's
/// layers are its layer's sublayers.
open class _UIHostingView<Content: View>: UIView {
    var rootView: Content {
        didSet { MainActor.assumeIsolated { graph.invalidate() } }
    }
    private(set) lazy var graph: ViewGraph = MainActor.assumeIsolated {
        let graph = ViewGraph { [unowned self] context in context.resolve(self.rootView, component: "0") }
        graph.host = self
        return graph
    }

    init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        backgroundColor = nil
    }
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assumeIsolated { graph.update(in: bounds, container: layer) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        MainActor.assumeIsolated { graph.sizeThatFits(ProposedViewSize(size)) }
    }
    /// The ideal size when the controller's sizingOptions ask for it; otherwise none, as
    /// iOS's, so a container (a preview, Auto Layout) offers the view its space instead.
    var reportsIntrinsicSize = false
    open override var intrinsicContentSize: CGSize {
        guard reportsIntrinsicSize else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return MainActor.assumeIsolated { graph.sizeThatFits(.unspecified) }
    }
}

/// A UIKit view in a SwiftUI body: made once for its place, updated with each body.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("a UIViewRepresentable has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The view and coordinator a representable made, kept for its place.
final class RepresentedBox<R: UIViewRepresentable> {
    let view: R.UIViewType
    let coordinator: R.Coordinator
    init(view: R.UIViewType, coordinator: R.Coordinator) {
        self.view = view
        self.coordinator = coordinator
    }
}

extension ResolveContext {
    /// A representable's node: its view made once (kept in the graph's storage), updated
    /// with this body's values, sized by sizeThatFits or its intrinsic size.
    func resolveRepresentable<R: UIViewRepresentable>(_ representable: R) -> [Node] {
        graph.visit(path)
        let box: RepresentedBox<R>
        if let kept = graph.storage[path]?.first as? RepresentedBox<R> {
            box = kept
        } else {
            let coordinator = representable.makeCoordinator()
            let context = UIViewRepresentableContext<R>(coordinator: coordinator, transaction: transaction, environment: environment)
            box = RepresentedBox(view: representable.makeUIView(context: context), coordinator: coordinator)
            graph.storage[path] = [box]
        }
        let context = UIViewRepresentableContext<R>(coordinator: box.coordinator, transaction: transaction, environment: environment)
        representable.updateUIView(box.view, context: context)
        let view = box.view
        return [node(.uiView(view, sizeThatFits: { proposal in
            if let size = MainActor.assumeIsolated({ representable.sizeThatFits(proposal, uiView: view, context: context) }) { return size }
            let intrinsic = view.intrinsicContentSize
            let width = intrinsic.width >= 0 ? intrinsic.width : proposal.width ?? 10
            let height = intrinsic.height >= 0 ? intrinsic.height : proposal.height ?? 10
            return CGSize(width: width, height: height)
        }))]
    }
}
