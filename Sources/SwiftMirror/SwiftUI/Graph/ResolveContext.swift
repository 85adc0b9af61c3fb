@_spi(LoaderAnim) import LAUIKit

/// Where a view is being resolved: its place in the body (its identity), the environment
/// and transaction it inherits, and the graph that keeps its state.
@MainActor
struct ResolveContext {
    unowned let graph: ViewGraph
    var path: String
    var environment: EnvironmentValues
    var transaction: Transaction
    var depth = 0

    /// The animation a node made here moves with.
    var animation: Animation? { transaction.disablesAnimations ? nil : transaction.animation }

    func child(_ component: String) -> ResolveContext {
        var context = self
        context.path += "/" + component
        context.depth += 1
        return context
    }

    func resolve<V: View>(_ view: V, component: String) -> [Node] { child(component).resolveView(view) }

    func resolveAny(_ value: Any, component: String) -> [Node] {
        guard let view = value as? any View else { return [] }
        return child(component).resolveView(view)
    }

    /// A primitive resolves itself; any other view has its state linked, its animatable data
    /// interpolated, and its body resolved in its place.
    func resolveView<V: View>(_ view: V) -> [Node] {
        graph.checkDepth(self, V.self)
        if let primitive = view as? PrimitiveView { return primitive.resolve(in: self) }
        if let representable = view as? any UIViewRepresentable { return resolveRepresentable(representable) }
        let prepared = graph.prepare(view, in: self)
        let body = graph.observing { prepared.body }
        return child("b").resolveView(body)
    }

    /// A modifier of this module's applies to the nodes its content resolved into; one of
    /// the scene's has its body resolved, with the content where the body places it.
    func apply<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, to content: Content) -> [Node] {
        if let primitive = modifier as? PrimitiveModifier {
            let nodes = primitive.contentContext(self).child("c").resolveView(content)
            return primitive.resolve(content: nodes, in: self)
        }
        let placeholder = _ViewModifier_Content<Modifier>(resolveContent: { context in context.resolveView(content) })
        let prepared = graph.prepare(modifier, in: self)
        let body = graph.observing { prepared.body(content: placeholder) }
        return child("m").resolveView(body)
    }

    /// A node at this place.
    func node(_ kind: Node.Kind, children: [Node] = []) -> Node {
        graph.count(self)
        return Node(id: path, kind: kind, children: children, animation: animation)
    }

    /// Each node wrapped in a node of `kind` (a modifier on a group applies to each view),
    /// beside the `others` it lays out with (an overlay, a background, a mask). The
    /// wrapper takes the node's place: its transition, zIndex and layout priority.
    func wrap(_ nodes: [Node], tag: String, others: () -> [Node] = { [] }, _ kind: (Node) -> Node.Kind) -> [Node] {
        nodes.map { node in
            graph.count(self)
            let wrapper = Node(id: node.id + "^" + tag, kind: kind(node), children: [node] + others(), animation: animation)
            wrapper.transition = node.transition
            node.transition = nil
            wrapper.zIndex = node.zIndex
            wrapper.layoutPriority = node.layoutPriority
            return wrapper
        }
    }
}
