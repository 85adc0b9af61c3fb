@_spi(LoaderAnim) import LAUIKit

/// iOS 17's PhaseAnimator: its content is drawn for one phase at a time, each change of
/// phase animated with `animation(newPhase)`. Without a trigger it cycles through the
/// phases for ever, moving on when each animation is logically complete; with one, it runs
/// through them once each time the trigger changes, back to the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }
    public var body: Never { primitiveBody }

    /// Where the animator is: the phase shown, and which run of phases the pending advance
    /// belongs to (a new trigger starts another).
    final class State {
        var index = 0
        var run = 0
    }

    func resolve(in context: ResolveContext) -> [Node] {
        guard !phases.isEmpty else {
            MirrorDiagnostics.fail("PhaseAnimator: its phases are empty; it needs at least one")
        }
        let graph = context.graph
        let key = context.path
        graph.visit(key)
        let state: State
        if let kept = graph.storage[key]?.first as? State {
            state = kept
        } else {
            state = State()
            if !graph.isMeasuring {
                graph.storage[key] = [state]
                if trigger == nil { graph.afterUpdate.append { [weak graph] in graph.map { advance(state, in: $0, run: 0, once: false) } } }
            }
        }
        if let trigger, graph.valueChanged(trigger, at: key + "~trigger") {
            state.run += 1
            let run = state.run
            graph.afterUpdate.append { [weak graph] in graph.map { advance(state, in: $0, run: run, once: true) } }
        }
        return context.resolve(content(phases[min(state.index, phases.count - 1)]), component: "ph")
    }

    /// Moves to the next phase with its animation, and on again when that is done.
    @MainActor
    private func advance(_ state: State, in graph: ViewGraph, run: Int, once: Bool) {
        guard state.run == run else { return }
        let next = (state.index + 1) % phases.count
        let animation = self.animation(phases[next])
        withTransaction(Transaction(animation: animation)) {
            state.index = next
            graph.invalidate()
        }
        if once && next == 0 { return }
        let seconds = animation?.duration ?? 0
        guard seconds.isFinite else { return }
        // A phase with no animation still takes a frame, as on iOS, so a cycle of them never spins.
        ViewGraph.after(max(seconds, 1.0 / 60)) { [weak graph] in
            MainActor.assumeIsolated { graph.map { advance(state, in: $0, run: run, once: once) } }
        }
    }
}

extension View {
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// The view an animator modifier was applied to, as its content closure receives it.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let resolveContent: @MainActor (ResolveContext) -> [Node]
    init<V: View>(content: V) { resolveContent = { $0.resolveView(content) } }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { resolveContent(context) }
}

/// An Equatable value of any type, compared with its own ==.
struct AnyEquatable: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.equals(b.value) }
}
