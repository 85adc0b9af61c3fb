import Animation
import Geometry

/// Identifies a layer on a stage; scripts hold these, the stage holds the layers.
public struct LayerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    public init(index: Int) { self.index = index }
    public static func < (a: LayerID, b: LayerID) -> Bool { a.index < b.index }
    public var description: String { "layer #\(index)" }
}

/// A layer's model: what the script last set, plus its place in the tree and its animations.
struct LayerModel {
    let kind: LayerKind
    /// Backs a view (UIView.layer): model changes never animate implicitly.
    let backsView: Bool
    /// The transaction that created it: changes in that same transaction do not animate,
    /// as a layer Core Animation has not yet committed has nothing to animate from.
    let createdInTransaction: Int
    var values = PropertyStore()
    var superlayer: LayerID?
    var sublayers: [LayerID] = []
    var mask: LayerID?
    /// The layer this one masks (a mask is not in the sublayer tree).
    var maskedLayer: LayerID?
    var animations: [AttachedAnimation] = []
    /// The layer's custom properties and their component key paths (`center.x`).
    var customKeyPaths: [String: PropertyKeyPath] = [:]
    /// The layer's `draw` function (see Stage+Drawing.swift).
    var drawer: LayerDrawer?
}

/// Where a scene happens: the layer tree, the scene clock and the open transactions.
/// Scene scripts and their callbacks change it; `presentation()` reads it. It is
/// single-threaded (a reference, so that callbacks scheduled on its clock can change it);
/// what it hands out (`PresentationTree`) is a value that any thread may draw.
public final class Stage {
    /// Every change to the model (a property, the tree, an animation, a draw function)
    /// passes through here, so `revision` tells a frame's drawing whether its draw
    /// functions changed what it shows (see Stage+Drawing.swift).
    var layers: [LayerModel] = [] { didSet { revision &+= 1 } }
    /// Counts changes to the model; only differences between two readings mean anything.
    var revision = 0
    /// The canvas: a view's layer the size of the scene.
    public let root: LayerID
    var clock = SceneClock()
    var transactions: [Transaction] = []
    /// Every animation added, in order, as the clock ran (the preview's timeline).
    public internal(set) var addedAnimations: [AddedAnimation] = []
    /// Completions waiting for the animations of a transaction or an animate block
    /// (innermost last); each animation added while one is open counts towards it.
    var openCompletions: [CompletionGroup] = []
    /// Where in `openCompletions` each begin() without its commit() put its group.
    var openTransactionGroups: [Int] = []
    /// The `animate { ... }` blocks whose animations closure is running (innermost last).
    var viewAnimations: [ViewAnimationContext] = []
    /// Display links and timers stopped by invalidate, by id.
    var invalidatedTimers: Set<Int> = []
    var nextTimer = 0
    var drawCalls = 0
    /// Each drawn layer's last drawing, kept apart from the model so that caching a drawing
    /// is not a change to the model.
    var drawCaches: [LayerID: DrawCache] = [:]
    /// The images code drew that `contents` values name (LayerImage.swift), both ways.
    var drawnImages: [String: DrawnImage] = [:]
    var drawnImageNames: [DrawnImage: String] = [:]
    /// The display's refresh rate: display links fire at k / displayRate, whatever the
    /// render's fps (frames sample the scene; they do not drive it), as on a phone.
    public var displayRate: Double = Stage.defaultDisplayRate
    /// An iPhone's display: 60 Hz (`--display-hz 120` for ProMotion).
    public static let defaultDisplayRate: Double = 60
    /// The wall-clock time at scene time 0, in seconds since 1970 (UTC): a scene's Date()
    /// and os.time() read this plus the scene clock, so renders stay byte-identical
    /// (docs/core-animation.md#wall-clock-dates). `--epoch` moves it.
    public var epoch: Double = Stage.referenceEpoch
    /// 2001-01-01 00:00:00 UTC, Foundation's reference date.
    public static let referenceEpoch: Double = 978_307_200

    /// The scene clock, in seconds from 0.
    public var now: Double { clock.now }

    /// Puts an error the stage raises on its own while it runs callbacks (a runaway of
    /// them) in its owner's terms: a scene script names its file and the callback's line.
    public var describeError: ((LayerError) -> any Error)?

    public init(width: Double, height: Double) {
        var canvas = LayerModel(kind: .layer, backsView: true, createdInTransaction: 0)
        canvas.values[.bounds] = .rect(Rect(x: 0, y: 0, width: width, height: height))
        canvas.values[.position] = .point(Point(x: width / 2, y: height / 2))
        canvas.values[.name] = .string("root")
        layers = [canvas]
        root = LayerID(index: 0)
    }

    // MARK: Layers

    /// A new layer, not yet in the tree.
    public func makeLayer(_ kind: LayerKind, name: String? = nil, backsView: Bool = false) -> LayerID {
        let id = LayerID(index: layers.count)
        var model = LayerModel(kind: kind, backsView: backsView, createdInTransaction: clock.transaction)
        if let name { model.values[.name] = .string(name) }
        layers.append(model)
        return id
    }

    public func kind(of layer: LayerID) -> LayerKind { layers[layer.index].kind }
    public func backsView(_ layer: LayerID) -> Bool { layers[layer.index].backsView }
    public func name(of layer: LayerID) -> String { layers[layer.index].values.name }
    public func superlayer(of layer: LayerID) -> LayerID? { layers[layer.index].superlayer }
    public func sublayers(of layer: LayerID) -> [LayerID] { layers[layer.index].sublayers }
    public func mask(of layer: LayerID) -> LayerID? { layers[layer.index].mask }

    /// Every layer created on the stage, in creation order.
    public var allLayers: [LayerID] { layers.indices.map(LayerID.init) }

    /// The first layer with this name, searching the tree from the root, depth first.
    public func layer(named name: String) -> LayerID? {
        func search(_ id: LayerID) -> LayerID? {
            if self.name(of: id) == name { return id }
            let model = layers[id.index]
            for child in model.sublayers + (model.mask.map { [$0] } ?? []) {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }

    public func addSublayer(_ child: LayerID, to parent: LayerID) throws(LayerError) {
        try insertSublayer(child, into: parent, at: layers[parent.index].sublayers.count)
    }

    /// Like CALayer.insertSublayer(_:at:): the layer leaves any old superlayer (or the
    /// layer it masked) first; the index is clamped to the sublayer count.
    public func insertSublayer(_ child: LayerID, into parent: LayerID, at index: Int) throws(LayerError) {
        guard child != parent, !isAncestor(child, of: parent) else {
            throw .invalidTree("cannot add \(describe(child)) inside itself")
        }
        try checkDepth(adding: child, under: parent)
        try checkDrawnCopies(adding: child, under: parent)
        detach(child)
        let position = min(max(index, 0), layers[parent.index].sublayers.count)
        layers[parent.index].sublayers.insert(child, at: position)
        layers[child.index].superlayer = parent
    }

    public func removeFromSuperlayer(_ layer: LayerID) {
        detach(layer)
    }

    /// CALayer's settable `sublayers`: the old sublayers leave, `list` takes their place in
    /// its order (each leaving its old superlayer first); nil or empty removes them all.
    /// Checked whole before anything changes, so a refused list leaves the tree as it was.
    /// A layer that leaves keeps its model and its animations, which go on running on the
    /// clock (their delegates too); added back, it shows them where they are by then.
    public func setSublayers(_ list: [LayerID], of parent: LayerID) throws(LayerError) {
        guard Set(list).count == list.count else {
            throw .invalidTree("sublayers lists a layer twice")
        }
        for child in list {
            guard child != parent, !isAncestor(child, of: parent) else {
                throw .invalidTree("cannot add \(describe(child)) inside itself")
            }
            try checkDepth(adding: child, under: parent)
        }
        try checkDrawnCopies(replacingSublayersOf: parent, with: list)
        for child in layers[parent.index].sublayers { layers[child.index].superlayer = nil }
        layers[parent.index].sublayers = []
        for child in list {
            detach(child)
            layers[parent.index].sublayers.append(child)
            layers[child.index].superlayer = parent
        }
    }

    /// Sets (or with nil clears) the layer whose alpha masks `layer`. A mask leaves the
    /// sublayer tree; it cannot have a mask itself, nor mask two layers.
    public func setMask(_ mask: LayerID?, of layer: LayerID) throws(LayerError) {
        if let old = layers[layer.index].mask {
            layers[old.index].maskedLayer = nil
            layers[layer.index].mask = nil
        }
        guard let mask else { return }
        guard mask != layer, !isAncestor(mask, of: layer) else {
            throw .invalidTree("\(describe(mask)) cannot mask \(describe(layer)), which it contains")
        }
        guard layers[mask.index].mask == nil else {
            throw .invalidTree("\(describe(mask)) has a mask of its own, so it cannot be a mask")
        }
        try checkDepth(adding: mask, under: layer)
        try checkDrawnCopies(adding: mask, under: layer, asMask: true)
        detach(mask)
        layers[mask.index].maskedLayer = layer
        layers[layer.index].mask = mask
    }

    /// Removes a layer from its superlayer's sublayers or from the layer it masks.
    func detach(_ layer: LayerID) {
        if let parent = layers[layer.index].superlayer {
            layers[parent.index].sublayers.removeAll { $0 == layer }
            layers[layer.index].superlayer = nil
        }
        if let masked = layers[layer.index].maskedLayer {
            layers[masked.index].mask = nil
            layers[layer.index].maskedLayer = nil
        }
    }

    /// The layer whose time a layer's time derives from: its superlayer, or the layer it
    /// masks; nil for the root and for layers outside the tree (they run on the clock).
    func timeParent(of layer: LayerID) -> LayerID? {
        layers[layer.index].superlayer ?? layers[layer.index].maskedLayer
    }

    /// How deep layers may nest, counting sublayers and masks: presentation, timing and
    /// drawing recurse once a level, so a runaway loop of addSublayer must end in an error,
    /// not in a stack overflow. Real loaders nest a handful of levels.
    public static let maxDepth = 256

    /// Throws if putting `child` (and everything under it) under `parent` would nest layers
    /// deeper than `maxDepth`.
    func checkDepth(adding child: LayerID, under parent: LayerID) throws(LayerError) {
        var depth = 1
        var current = timeParent(of: parent)
        while let id = current {
            depth += 1
            current = timeParent(of: id)
        }
        // Every structure is kept within the limit, so this recursion is too.
        func height(_ layer: LayerID) -> Int {
            let model = layers[layer.index]
            return 1 + ((model.sublayers + (model.mask.map { [$0] } ?? [])).map(height).max() ?? 0)
        }
        guard depth + height(child) <= Self.maxDepth else {
            throw .invalidTree("cannot add \(describe(child)) to \(describe(parent)): layers would nest more than "
                + "\(Self.maxDepth) deep")
        }
    }

    func isAncestor(_ candidate: LayerID, of layer: LayerID) -> Bool {
        var current = timeParent(of: layer)
        while let id = current {
            if id == candidate { return true }
            current = timeParent(of: id)
        }
        return false
    }

    func describe(_ layer: LayerID) -> String {
        let name = self.name(of: layer)
        return name.isEmpty ? "\(kind(of: layer).rawValue) \(layer)" : "\(kind(of: layer).rawValue) \"\(name)\""
    }

    // MARK: Properties

    /// The model value at a key path (`frame` is derived from bounds, position, anchorPoint
    /// and transform).
    public func value(forKeyPath text: String, of layer: LayerID) throws(LayerError) -> AnimationValue {
        if text == "frame" { return .rect(layers[layer.index].values.frame) }
        return layers[layer.index].values[try keyPath(text, of: layer)]
    }

    /// Changes the model. On a standalone layer, outside a transaction that disables
    /// actions, an animatable change animates implicitly: from the presentation value now
    /// to the new model value, under the property's name
    /// (docs/core-animation.md#implicit-animations-and-transactions).
    /// Setting `frame` sets bounds.size and position, as CALayer does.
    public func setValue(_ value: AnimationValue, forKeyPath text: String, of layer: LayerID) throws(LayerError) {
        if text == "frame" {
            guard let frame = value.rect else { throw .wrongValueKind(keyPath: "frame", expected: .rect, got: value.kind) }
            guard value.isFinite else { throw .invalidValue(keyPath: "frame", reason: "coordinates must be finite") }
            let values = layers[layer.index].values
            let anchor = values.anchorPoint
            try setValue(.rect(Rect(origin: values.bounds.origin, size: frame.size)), forKeyPath: "bounds", of: layer)
            try setValue(.point(Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)),
                         forKeyPath: "position", of: layer)
            return
        }
        let keyPath = try self.keyPath(text, of: layer)
        try keyPath.validate(value)
        if keyPath.property == .instanceCount {
            // Checked with the new count in place, which goes back before the change is made.
            let old = layers[layer.index].values[keyPath]
            layers[layer.index].values[keyPath] = value
            let refusal: LayerError?
            do { try checkDrawnCopies(counting: layer); refusal = nil } catch { refusal = error }
            layers[layer.index].values[keyPath] = old
            if let refusal { throw refusal }
        }
        // A block animates what UIKit's action would: a built-in key, actions enabled.
        if keyPath.property.isAnimatable, layers[layer.index].backsView, !viewAnimations.isEmpty,
           keyPath.property.isBuiltIn, !actionsDisabled {
            return try animateInBlock(keyPath, to: value, of: layer)
        }
        guard implicitlyAnimates(keyPath.property, of: layer) else {
            layers[layer.index].values[keyPath] = value
            return
        }
        let property = PropertyKeyPath(property: keyPath.property, component: nil)
        let from = presentationValues(of: layer)[property]
        layers[layer.index].values[keyPath] = value
        do {
            let settings = effectiveTransaction
            let animation = BasicAnimation(keyPath: property.description, from: from,
                                           timing: MediaTiming(duration: settings.duration),
                                           timingFunction: settings.timingFunction)
            try add(animation, forKey: property.description, to: layer)
        }
    }

    /// Whether a change of `property` animates implicitly. Paths never do: "unlike most
    /// animatable properties, path (as with all CGPathRef animatable properties) does not
    /// support implicit animation" (CAShapeLayer.path's documentation).
    func implicitlyAnimates(_ property: LayerProperty, of layer: LayerID) -> Bool {
        let model = layers[layer.index]
        return property.isAnimatable && property.kind != .path && !model.backsView && !effectiveTransaction.disableActions
            && model.createdInTransaction != clock.transaction
    }

    /// Sets several properties of a new layer at once, in the order given.
    public func configure(_ layer: LayerID, _ values: KeyValuePairs<String, AnimationValue>) throws(LayerError) {
        for (keyPath, value) in values { try setValue(value, forKeyPath: keyPath, of: layer) }
    }

    // MARK: Transactions

    /// CATransaction: changes made in `body` use these settings; unset ones come from the
    /// enclosing transaction (or Core Animation's defaults: actions on, 0.25 s, default curve).
    public func transaction<Result>(_ settings: Transaction, _ body: () throws -> Result) rethrows -> Result {
        transactions.append(settings)
        defer { transactions.removeLast() }
        return try body()
    }

    /// A transaction with a completion block (CATransaction.setCompletionBlock): it runs,
    /// after the code that is running, once every animation added while `body` runs
    /// (implicit ones included) has stopped; at once if there were none.
    public func transaction<Result>(_ settings: Transaction, completion: ((Stage) throws -> Void)?,
                                    _ body: () throws -> Result) throws -> Result {
        let group = completion.map { completion in
            CompletionGroup(countsEveryAnimation: true) { stage, _ in try completion(stage) }
        }
        return try transaction(settings) { try withCompletion(group, body) }
    }

    /// Whether the innermost transaction that says disables actions (CATransaction's
    /// disableActions()), read on every change of a Swift scene's view layers.
    public var actionsDisabled: Bool { transactions.lazy.reversed().compactMap(\.disableActions).first ?? false }

    var effectiveTransaction: (disableActions: Bool, duration: Double, timingFunction: TimingFunction) {
        (actionsDisabled,
         transactions.lazy.reversed().compactMap(\.duration).first ?? 0.25,
         transactions.lazy.reversed().compactMap(\.timingFunction).first ?? .default)
    }
}

/// CATransaction's settings; nil inherits from the enclosing transaction.
public struct Transaction: Sendable {
    public var disableActions: Bool?
    public var duration: Double?
    public var timingFunction: TimingFunction?

    public init(disableActions: Bool? = nil, duration: Double? = nil, timingFunction: TimingFunction? = nil) {
        self.disableActions = disableActions
        self.duration = duration
        self.timingFunction = timingFunction
    }
}
