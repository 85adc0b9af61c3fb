@_spi(LoaderAnim) import LAUIKit

/// A value views pass up to their ancestors, combined by `reduce` in the order drawn.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension Node {
    /// The nodes' after-layout observers, children first (a child's preference reaches its
    /// parent's observer in the same update).
    func runAfterLayout() {
        for child in children { child.runAfterLayout() }
        for observer in afterLayout { observer(self) }
    }

    /// `K`'s value over this subtree: each node's own, then its children's, reduced.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        var first = true
        func visit(_ node: Node) {
            for entry in node.preferences where entry.key == ObjectIdentifier(key) {
                guard let next = entry.value as? K.Value else { continue }
                if first { value = next; first = false } else { K.reduce(value: &value) { next } }
            }
            for child in node.children { visit(child) }
        }
        visit(self)
        return value
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(NodeTraitModifier { $0.preferences.append((ObjectIdentifier(key), value)) })
    }

    /// Runs `action` after the update in which `key`'s value in this view changed (and the
    /// first time it is known).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(ObserverModifier { graph, path, node in
            let value = node.preference(key)
            if graph.valueChangedOrNew(value, at: path + "~pref") { graph.afterUpdate.append { action(value) } }
        })
    }

    /// iOS 16's onGeometryChange: `action` with `transform` of this view's geometry when it
    /// changes (and the first time).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ObserverModifier { graph, path, node in
            let value = transform(GeometryProxy(size: node.frame.size, globalFrame: CGRect(origin: node.globalOrigin, size: node.frame.size)))
            let key = path + "~geometry"
            let old = graph.lastValues[key] as? T
            if graph.valueChangedOrNew(value, at: key) { graph.afterUpdate.append { action(old ?? value, value) } }
        })
    }
}

/// Watches each content node once the tree is laid out.
struct ObserverModifier: ViewModifier, PrimitiveModifier {
    let observe: @MainActor (ViewGraph, String, Node) -> Void
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] {
        guard !context.graph.isMeasuring else { return content }
        let graph = context.graph
        for node in content {
            let path = node.id
            node.afterLayout.append { [unowned graph] node in observe(graph, path, node) }
        }
        return content
    }
}

extension ViewGraph {
    /// Whether `value` is new at `key` or differs from last update's (and keeps it).
    func valueChangedOrNew<V: Equatable>(_ value: V, at key: String) -> Bool {
        defer { lastValues[key] = value }
        guard let last = lastValues[key] as? V else { return true }
        return last != value
    }
}
