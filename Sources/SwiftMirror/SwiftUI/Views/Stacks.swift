@_spi(LoaderAnim) import LAUIKit

/// Views side by side, each offered an equal share of the width (least flexible first).
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.stack(.horizontal, alignment: alignment.fraction, spacing: spacing), children: context.resolve(content, component: "h"))]
    }
}

/// Views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.stack(.vertical, alignment: alignment.fraction, spacing: spacing), children: context.resolve(content, component: "v"))]
    }
}

/// Views on top of each other, the later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.zstack(alignment), children: context.resolve(content, component: "z"))]
    }
}

/// iOS 14's lazy stacks: all of their content is made here (a loader's is small).
public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Room that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { [context.node(.spacer(minLength: minLength))] }
}

/// A line across its stack (a hairline of the separator color).
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        context.resolveView(Color(UIColor.separator).frame(height: 1 / 3))
    }
}

/// Its content, made with the size it is given (all it is offered) and placed at its top
/// leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        let content = self.content
        return [context.node(.geometry({ proxy, context in context.resolve(content(proxy), component: "g") }, context))]
    }
}

/// Views made from a collection, each identified by its id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        guard data.count <= ViewGraph.maximumNodes else {
            MirrorDiagnostics.fail("ForEach of \(data.count) items: more than the \(ViewGraph.maximumNodes) views a scene may make")
        }
        return data.flatMap { element in context.resolve(content(element), component: "#\(element[keyPath: id])") }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range of indices.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
