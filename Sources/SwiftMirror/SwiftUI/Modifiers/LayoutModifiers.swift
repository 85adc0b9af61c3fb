@_spi(LoaderAnim) import LAUIKit

/// A modifier that wraps each node of its content in a node of one kind.
struct WrapModifier: ViewModifier, PrimitiveModifier {
    let tag: String
    let kind: @MainActor (Node) -> Node.Kind
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] { context.wrap(content, tag: tag, kind) }
}

/// A modifier that puts its content and other views in one node (overlay, background, mask).
struct LayeredModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let kind: Node.Kind
    let tag: String
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] {
        context.wrap(content, tag: tag, others: { context.child(tag).resolveView(secondary) }) { _ in kind }
    }
}

extension View {
    // MARK: Frames

    /// Apple's signature; a call picks the overload below, which knows the caller's line.
    @_disfavoredOverload
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(width: width, height: height, alignment: alignment, file: #fileID, line: #line)
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
                      file: StaticString = #fileID, line: UInt = #line) -> some View {
        MirrorDiagnostics.at(file, line) { Self.checkFinite([width, height], "frame(width:height:)") }
        return modifier(WrapModifier(tag: "f") { _ in
            .frame(FrameLayout(width: width.map { max($0, 0) }, height: height.map { max($0, 0) }, alignment: alignment, isFlexible: false))
        })
    }

    @_disfavoredOverload
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
              maxHeight: maxHeight, alignment: alignment, file: #fileID, line: #line)
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center,
                      file: StaticString = #fileID, line: UInt = #line) -> some View {
        MirrorDiagnostics.at(file, line) {
            Self.checkFinite([minWidth, idealWidth, minHeight, idealHeight, maxWidth, maxHeight], "frame(minWidth:idealWidth:maxWidth:...)",
                             allowInfinity: true)
        }
        return modifier(WrapModifier(tag: "ff") { _ in
            .frame(FrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                               idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, isFlexible: true))
        })
    }

    /// A NaN size stops the scene with one line, as iOS logs "Invalid frame dimension".
    static func checkFinite(_ values: [CGFloat?], _ what: String, allowInfinity: Bool = false) {
        for case let value? in values where value.isNaN || value < 0 && !value.isFinite || (!allowInfinity && value.isInfinite) {
            MirrorDiagnostics.fail("\(what): invalid frame dimension \(value) (a NaN or infinite size)")
        }
    }

    // MARK: Padding

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(WrapModifier(tag: "p") { _ in .padding(insets) })
    }
    /// 16 points on each edge unless a length is given (iOS's default padding).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    // MARK: Placement

    public func offset(_ offset: CGSize) -> some View {
        modifier(WrapModifier(tag: "o") { _ in .effect(.offset(offset)) })
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func position(_ position: CGPoint) -> some View {
        modifier(WrapModifier(tag: "pos") { _ in .position(position) })
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(WrapModifier(tag: "fx") { _ in .fixedSize(horizontal: horizontal, vertical: vertical) })
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(WrapModifier(tag: "ar") { _ in .aspectRatio(aspectRatio, contentMode) })
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func layoutPriority(_ value: Double) -> some View { modifier(NodeTraitModifier { $0.layoutPriority = value }) }
    public func zIndex(_ value: Double) -> some View { modifier(NodeTraitModifier { $0.zIndex = value }) }

    // MARK: Layered views

    /// Deprecated in iOS 15 for the builder form; a style (a Color) picks `overlay(_:ignoresSafeAreaEdges:)`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(secondary: overlay, alignment: alignment, kind: .decorated(alignment, isBackground: false), tag: "ov"))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
    /// Deprecated in iOS 15 for the builder form; a style (a Color) picks `background(_:ignoresSafeAreaEdges:)`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(secondary: background, alignment: alignment, kind: .decorated(alignment, isBackground: true), tag: "bg"))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(ForegroundStyle(), style: fillStyle))
    }

    public func mask<M: View>(_ mask: M) -> some View {
        modifier(LayeredModifier(secondary: mask, alignment: .center, kind: .masked(.center), tag: "mk"))
    }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(LayeredModifier(secondary: mask(), alignment: alignment, kind: .masked(alignment), tag: "mk"))
    }

    /// A view with another identity: a new id is a new view (its state anew, its transition).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ContextModifier { $0.child("id:\(id)") })
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Resolves its content in a changed context (an identity, a transaction).
struct ContextModifier: ViewModifier, PrimitiveModifier {
    let change: @MainActor (ResolveContext) -> ResolveContext
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func contentContext(_ context: ResolveContext) -> ResolveContext { change(context) }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] { content }
}
