@_spi(LoaderAnim) import LAQuartzCore

/// A piece of the user interface: a value whose `body` describes it, down to the views this
/// module draws itself (shapes, text, stacks, modifiers), whose `Body` is `Never`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view drawn by this module: it resolves into graph nodes itself, with no body to call.
protocol PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
    /// A primitive's body is never asked for (the graph resolves it instead).
    var primitiveBody: Never { fatalError("\(Self.self) is drawn by the graph; its body is never called") }
}

/// Builds a view from the statements of a closure or a `body`, as Apple's does: several
/// views make a TupleView, `if` an optional or a conditional, `for`-less loops a ForEach.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(.trueContent(first)) }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(.falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in one: each keeps its place in the tuple as its identity.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { primitiveBody }

    func resolve(in context: ResolveContext) -> [Node] {
        // A tuple of views: Mirror lists its elements in order (one view is not a tuple).
        Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            context.resolveAny(child.value, component: "\(index)")
        }
    }
}

/// One branch of an if/else or a switch: the branch is part of the identity, so a switch of
/// branch is a removal and an insertion (with their transitions), as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
    public var body: Never { primitiveBody }

    func resolve(in context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let view): context.resolve(view, component: "T")
        case .falseContent(let view): context.resolve(view, component: "F")
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is drawn by the graph") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [Node] {
        map { context.resolve($0, component: "?") } ?? []
    }
}

/// Nothing: takes no space and draws nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// Its content's views, each laid out by the container the group sits in; a modifier on the
/// group applies to each of them.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { context.resolve(content, component: "g") }
}

/// A view of any type; its type is part of its identity (another type replaces it).
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        context.resolveAny(view, component: "\(type(of: view))")
    }
}

/// A view and a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        context.apply(modifier, to: content)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("a modifier pair is applied by the graph") }
}

extension View {
    /// Applies a modifier: the result is `ModifiedContent(content: self, modifier: modifier)`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Changes a view into another: its body gets the view as `content`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier {
    /// Applies `modifier` after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// The view a modifier's body is given: what the modifier was applied to, resolved where
/// the body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolveContent: @MainActor (ResolveContext) -> [Node]
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { resolveContent(context) }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Never { fatalError("EmptyModifier is applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] { content }
}

/// A modifier this module applies itself, to the nodes its content resolved into.
protocol PrimitiveModifier {
    /// How the content is resolved (a modifier that changes the environment or the
    /// transaction resolves it under its own context).
    @MainActor func contentContext(_ context: ResolveContext) -> ResolveContext
    @MainActor func resolve(content: [Node], in context: ResolveContext) -> [Node]
}

extension PrimitiveModifier {
    func contentContext(_ context: ResolveContext) -> ResolveContext { context }
}
