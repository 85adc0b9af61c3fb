@_spi(LoaderAnim) import LAUIKit

/// Registers an action with the graph for the content's place.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    let register: @MainActor (ViewGraph, String) -> Void
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] {
        if !context.graph.isMeasuring { register(context.graph, context.path) }
        return content
    }
}

/// Resolves its content in a changed context when a value changed since the last update.
struct ChangedContextModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let change: @MainActor (ResolveContext) -> ResolveContext
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func contentContext(_ context: ResolveContext) -> ResolveContext {
        context.graph.valueChanged(value, at: context.path + "~transaction") ? change(context) : context
    }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] { content }
}

/// A view's `.task`, kept for its place; cancelled when the view goes.
final class TaskBox {
    let task: Task<Void, Never>
    init(_ task: Task<Void, Never>) { self.task = task }
}

extension ViewGraph {
    /// Whether `value` differs from the one seen at `key` last update (the first time: no).
    func valueChanged<V: Equatable>(_ value: V, at key: String) -> Bool {
        guard !isMeasuring else { return false }
        defer { lastValues[key] = value }
        guard let last = lastValues[key] as? V else { return false }
        return last != value
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { graph, path in
            if let action { graph.appearActions.append((path, action)) }
        })
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { graph, path in
            if let action { graph.disappearActions[path] = action }
        })
    }

    /// iOS 14's form: the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
    /// iOS 17's: the old and new values, after the update; with `initial`, also when it appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(LifecycleModifier { graph, path in
            let key = path + "~change"
            let last = graph.lastValues[key] as? V
            graph.lastValues[key] = value
            if let last, last != value {
                graph.afterUpdate.append { action(last, value) }
            } else if last == nil, initial {
                graph.afterUpdate.append { action(value, value) }
            }
        })
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with each value the publisher sends while the view is shown (a timer
    /// publisher ticks on the scene clock).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(LifecycleModifier { graph, path in
            let key = path + "~receive"
            guard graph.subscriptions[key]?[ObjectIdentifier(ViewGraph.self)] == nil else {
                graph.visit(key)
                return
            }
            graph.visit(key)
            let cancellable = publisher.sink { value in action(value) }
            graph.subscriptions[key, default: [:]][ObjectIdentifier(ViewGraph.self)] = cancellable
        })
    }

    /// Starts `action` on the main actor when the view appears and cancels it when it goes;
    /// its `Task.sleep`s are on the scene clock.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        task(id: 0, priority: priority, action)
    }

    /// The same, restarted (the running one cancelled) whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier { graph, path in
            let key = path + "~task"
            graph.visit(key)
            let changed = graph.valueChanged(value, at: key)
            var box = graph.storage[key]?.first as? TaskBox
            if box == nil || changed {
                box?.task.cancel()
                box = TaskBox(Task { @MainActor in await action() })
                graph.storage[key] = [box!]
            }
            let running = box!
            graph.disappearActions[key] = { running.task.cancel() }
        })
    }

    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        transaction(value: value) { $0.run(with: animation) }
    }
    /// Deprecated in iOS 15: every change inside this view animates.
    public func animation(_ animation: Animation?) -> some View {
        transaction { $0.run(with: animation) }
    }
    /// Changes inside this view run with the transaction `transform` makes, when `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ChangedContextModifier(value: value) { context in
            var context = context
            transform(&context.transaction)
            return context
        })
    }

    /// iOS 17: the modifiers `body` applies animate with `animation` (here: all that
    /// changes inside the result does).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(content: self)).animation(animation)
    }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ContextModifier { context in
            var context = context
            transform(&context.transaction)
            return context
        })
    }
}
