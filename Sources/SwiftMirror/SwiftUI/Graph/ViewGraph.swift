@_spi(LoaderAnim) import LAUIKit
import Observation

/// The state and the life of one hosted SwiftUI view: the storage its `@State`s find again
/// at each update, what has appeared, the animatable data in flight, and the update that
/// re-resolves the body, lays it out and brings the layers up to date.
///
///     state change ──▶ invalidate (keeps the transaction) ──▶ setNeedsLayout on the host
///     layout pass ──▶ update: resolve ▶ lay out ▶ reconcile layers ▶ onAppear / onChange …
@MainActor
final class ViewGraph {
    /// The transaction of the state changes being made (withAnimation's), as SwiftUI's
    /// thread-wide current transaction: the program is single-threaded.
    nonisolated(unsafe) static var currentTransaction = Transaction()

    private let makeRoot: (ResolveContext) -> [Node]
    weak var host: UIView?
    let layers: LayerTree
    var environment = EnvironmentValues()

    /// Dynamic property storage (State, StateObject boxes), by view identity.
    var storage: [String: [AnyObject]] = [:]
    private var visited: Set<String> = []
    /// Values seen last update: `.animation(_:value:)` and `onChange(of:)`.
    var lastValues: [String: Any] = [:]
    var animatables: [String: AnimatableTrack] = [:]
    /// Subscriptions to observed objects, by view identity and object.
    var subscriptions: [String: [ObjectIdentifier: AnyCancellable]] = [:]

    /// Lifecycle actions registered by the update being made, run after it.
    var appearActions: [(id: String, action: () -> Void)] = []
    var disappearActions: [String: () -> Void] = [:]
    private var previousDisappearActions: [String: () -> Void] = [:]
    private var appeared: Set<String> = []
    var afterUpdate: [() -> Void] = []

    /// Whether an update is due, and the animation of the changes that made it due.
    private(set) var needsUpdate = true
    private var pendingTransaction = Transaction()
    /// Something asks for an update at every display frame (animatable data in flight, a
    /// TimelineView, a KeyframeAnimator).
    var wantsFrames = false
    private var ticker: FrameTicker?
    private var nodeCount = 0
    /// Resolving for a size only (sizeThatFits): no state is moved on, no animation begun.
    private(set) var isMeasuring = false
    private var isUpdating = false
    private var hasUpdated = false
    private var updatesThisTurn = (time: -1.0, count: 0)

    init(root: @escaping (ResolveContext) -> [Node]) {
        makeRoot = root
        layers = LayerTree()
    }

    var now: Double { CACurrentMediaTime() }

    // MARK: Invalidation

    /// A state the body reads changed: an update at the end of this turn, animated as the
    /// change's transaction says.
    func invalidate() {
        let transaction = Self.currentTransaction
        if transaction.animation != nil || transaction.disablesAnimations || !needsUpdate { pendingTransaction = transaction }
        needsUpdate = true
        host?.setNeedsLayout()
        if !Self.pending.contains(where: { $0 === self }) { Self.pending.append(self) }
    }

    /// withAnimation and withTransaction blocks open, and the graphs waiting for an update.
    nonisolated(unsafe) static var transactionDepth = 0
    nonisolated(unsafe) static var pending: [ViewGraph] = []

    /// At the end of an outermost withAnimation block, the graphs waiting for an update get
    /// it now, so that each block's changes move with its own animation: a jump without
    /// animation and then an animated change, the way to restart a repeating animation,
    /// play as two steps. An @Observable object reports only the first change a body saw,
    /// so a graph already waiting takes the block's animation for what the block changed.
    static func flushPending(after transaction: Transaction) {
        let graphs = pending
        pending = []
        for graph in graphs {
            if graph.pendingTransaction.animation == nil, !graph.pendingTransaction.disablesAnimations { graph.pendingTransaction = transaction }
            graph.updateNowIfDue()
        }
    }

    /// Updates now if a change is pending and the view has been laid out once (not while an
    /// update runs: then at the end of the turn).
    func updateNowIfDue() {
        guard needsUpdate, hasUpdated, !isUpdating, let host else {
            if needsUpdate, !Self.pending.contains(where: { $0 === self }) { Self.pending.append(self) }
            return
        }
        update(in: host.bounds, container: host.layer)
    }

    // MARK: The update

    /// Resolves, lays out in `bounds` and reconciles the layers under `container`.
    func update(in bounds: CGRect, container: CALayer) {
        checkUpdateRate()
        isUpdating = true
        Self.pending.removeAll { $0 === self }
        let transaction = pendingTransaction
        pendingTransaction = Transaction()
        needsUpdate = false
        wantsFrames = false
        visited = []
        nodeCount = 0
        appearActions = []
        disappearActions = [:]
        afterUpdate = []

        let context = ResolveContext(graph: self, path: "r", environment: environment, transaction: transaction)
        let nodes = makeRoot(context)
        let root = Node(id: "r", kind: .zstack(.center), children: nodes, animation: context.animation)
        // The root is offered the host's bounds, and its views are centered in them (the
        // root node itself has no layer: its children's sit in the host's).
        MirrorCheck.requireFinite(root.sizeThatFits(ProposedViewSize(bounds.size)), "the view's size")
        let windowOrigin = host.map { $0.convert(CGPoint.zero, to: nil) } ?? .zero
        root.place(in: bounds, graph: self, origin: windowOrigin)
        root.runAfterLayout()
        layers.reconcile(root, in: container, graph: self)

        // What left: its state goes, its onDisappear runs.
        storage = storage.filter { visited.contains($0.key) }
        subscriptions = subscriptions.filter { visited.contains($0.key) }
        animatables = animatables.filter { visited.contains($0.key) }
        lastValues = lastValues.filter { visited.contains(String($0.key.prefix { $0 != "~" })) }
        let disappearing = previousDisappearActions.filter { disappearActions[$0.key] == nil }.map(\.value)
        previousDisappearActions = disappearActions
        let appearing = appearActions.filter { !appeared.contains($0.id) }.map(\.action)
        appeared = Set(appearActions.map(\.id))
        let after = afterUpdate
        if wantsFrames { startTicking() } else { ticker?.stop() }
        isUpdating = false
        hasUpdated = true
        // The scene's actions run once the update is over (they may change state again).
        for action in disappearing + appearing + after { action() }
    }

    /// The size the view chooses for `proposal` (the hosting view's sizeThatFits).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isMeasuring = true
        defer { isMeasuring = false }
        let saved = (storage, lastValues, needsUpdate)
        let context = ResolveContext(graph: self, path: "r", environment: environment, transaction: Transaction())
        let root = Node(id: "r", kind: .zstack(.center), children: makeRoot(context), animation: nil)
        (storage, lastValues, needsUpdate) = saved
        return root.sizeThatFits(proposal)
    }

    /// The view at `key` is in the body of this update (its state stays).
    func visit(_ key: String) { visited.insert(key) }

    // MARK: Frames

    private func startTicking() {
        if ticker == nil { ticker = FrameTicker { [weak self] in MainActor.assumeIsolated { self?.invalidate() } } }
        ticker?.start()
    }

    /// Runs `action` `seconds` from now on the scene clock.
    nonisolated static func after(_ seconds: Double, _ action: @escaping () -> Void) {
        Timer.scheduledTimer(withTimeInterval: max(seconds, 0), repeats: false) { _ in action() }
    }

    // MARK: Limits (a body that never ends is one line, not a crash)

    static let maximumDepth = 1_500
    static let maximumNodes = 200_000
    static let maximumUpdatesPerInstant = 100

    func checkDepth<V>(_ context: ResolveContext, _ type: V.Type) {
        visited.insert(context.path)
        guard context.depth > Self.maximumDepth else { return }
        MirrorDiagnostics.fail("the body of \(type) recurses without end: views nest deeper than \(Self.maximumDepth) levels")
    }

    func count(_ context: ResolveContext) {
        nodeCount += 1
        guard nodeCount > Self.maximumNodes else { return }
        MirrorDiagnostics.fail("the view makes more than \(Self.maximumNodes) views (at \(context.path.split(separator: "/").count) levels); "
            + "a ForEach of that many items is more than a loader can show")
    }

    /// An update that keeps asking for another at the same instant (a state changed by the
    /// layout or by every update) is stopped.
    private func checkUpdateRate() {
        if updatesThisTurn.time == now { updatesThisTurn.count += 1 } else { updatesThisTurn = (now, 1) }
        guard updatesThisTurn.count > Self.maximumUpdatesPerInstant else { return }
        MirrorDiagnostics.fail("the view never settles: its state changed in each of \(Self.maximumUpdatesPerInstant) updates "
            + "at scene time \(now) s (a state set by its body, its layout or its own onChange)")
    }

    // MARK: Observation

    /// Evaluates a body, invalidating the graph when an `@Observable` value it read changes.
    func observing<T>(_ body: () -> T) -> T {
        withObservationTracking(body) { [weak self] in
            MainActor.assumeIsolated { self?.invalidate() }
        }
    }
}

/// Calls back at every frame of the display while started (a CADisplayLink on the scene clock).
final class FrameTicker {
    private let tick: () -> Void
    private var link: CADisplayLink?
    init(_ tick: @escaping () -> Void) { self.tick = tick }
    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: Selector("tick:", FrameTicker.step))
        link.add(to: .main, forMode: .common)
        self.link = link
    }
    func stop() {
        link?.invalidate()
        link = nil
    }
    func step(_ link: CADisplayLink) { tick() }
}

/// Size and place checks: a NaN or infinite size stops the scene with one line.
enum MirrorCheck {
    static func requireFinite(_ size: CGSize, _ what: String) {
        guard size.width.isFinite, size.height.isFinite else {
            MirrorDiagnostics.fail("\(what) is not finite (\(size.width) x \(size.height)): a frame of NaN or infinity")
        }
    }
}
