import Animation

/// A layer as it appears at one moment: its model with its animations applied. A value:
/// the renderer may draw it on any thread.
public struct PresentationLayer: Sendable, Identifiable {
    public let id: LayerID
    public let kind: LayerKind
    /// Every property, with the values the animations give it at this moment.
    public var properties: PropertyStore
    public var sublayers: [PresentationLayer]
    /// A replicator's instances, which the renderer draws in place of `sublayers` (the first
    /// holds them); empty for other layers. Inspection lists `sublayers` only: the copies are
    /// drawn, not listed.
    public var instances: [ReplicatorInstance] = []
    /// What the layer's `draw` function drew (nil: it has none), painted over its contents
    /// image and under its sublayers.
    public var drawing: Drawing?
    /// The image `contents` names, resolved: a drawn image the stage knows by that name, or
    /// the file the name is the path of; nil when there are no contents.
    public var contentsImage: LayerImage?
    /// Zero or one: the layer whose alpha masks this one, drawn in this layer's space.
    private var maskStorage: [PresentationLayer]

    public var mask: PresentationLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    public var name: String { properties.name }

    public init(id: LayerID, kind: LayerKind, properties: PropertyStore,
                sublayers: [PresentationLayer] = [], mask: PresentationLayer? = nil) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.sublayers = sublayers
        self.maskStorage = mask.map { [$0] } ?? []
    }

    /// The first layer with this name in this subtree (masks included), depth first.
    public func layer(named name: String) -> PresentationLayer? {
        if self.name == name { return self }
        for child in sublayers + maskStorage {
            if let found = child.layer(named: name) { return found }
        }
        return nil
    }
}

/// The whole presentation tree at one time.
public struct PresentationTree: Sendable {
    public let time: Double
    public let root: PresentationLayer

    public func layer(named name: String) -> PresentationLayer? { root.layer(named: name) }
}

/// Applies animations to a layer's values, resolving their key paths through the table.
struct LayerAnimationTarget: AnimationTarget {
    let kind: LayerKind
    /// The layer's custom properties, which resolve before the table's key paths.
    let custom: [String: PropertyKeyPath]
    let model: PropertyStore
    var presentation: PropertyStore

    private func resolve(_ keyPath: String) -> PropertyKeyPath? {
        custom[keyPath] ?? (try? PropertyKeyPath(keyPath, for: kind))
    }

    func modelValue(forKeyPath keyPath: String) -> AnimationValue? {
        resolve(keyPath).map { model[$0] }
    }

    func presentationValue(forKeyPath keyPath: String) -> AnimationValue? {
        resolve(keyPath).map { presentation[$0] }
    }

    mutating func setPresentationValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        guard let resolved = resolve(keyPath), value.kind == resolved.kind else { return }
        presentation[resolved] = value
    }

    /// An additive animation of a transform's component is that component's transform
    /// concatenated with the one beneath, as for a whole transform: angles and translations
    /// add, scales multiply (`transform.scale` 1.5 on a layer at scale 2 shows 3).
    func additive(_ value: AnimationValue, on beneath: AnimationValue, forKeyPath keyPath: String) -> AnimationValue? {
        guard let component = resolve(keyPath)?.component, component.scalesTransform,
              let v = value.number, let b = beneath.number else { return beneath.addingAdditively(value) }
        return .number(b * v)
    }
}

extension Stage {
    /// The presentation tree now: every layer reachable from the root, masks included.
    public func presentation() -> PresentationTree {
        var built = 0
        return PresentationTree(time: now, root: presentationLayer(root, parentTime: now, built: &built))
    }

    /// One layer's presentation values now (CALayer.presentation()).
    public func presentationValues(of layer: LayerID) -> PropertyStore {
        let clock = layerClock(of: layer)
        return clock.isActive ? presentationValues(of: layer, localTime: clock.time) : layers[layer.index].values
    }

    /// The presentation value at a key path now.
    public func presentationValue(forKeyPath text: String, of layer: LayerID) throws(LayerError) -> AnimationValue {
        let values = presentationValues(of: layer)
        if text == "frame" { return .rect(values.frame) }
        return values[try keyPath(text, of: layer)]
    }

    func presentationValues(of layer: LayerID, localTime: Double) -> PropertyStore {
        let model = layers[layer.index]
        var target = LayerAnimationTarget(kind: model.kind, custom: model.customKeyPaths, model: model.values,
                                          presentation: model.values)
        for attached in model.animations {
            attached.animation.apply(at: localTime, to: &target)
        }
        return target.presentation
    }

    /// `layer` at `parentTime` on its parent's timeline; `isActive` false when an ancestor's
    /// timing is outside its span (then the whole subtree shows its model values).
    ///
    /// `built` counts the layers made so far: the tree changes that would pass
    /// `maxDrawnCopies` are refused, and an animated instanceCount that would (which no
    /// change sees) gets no more copies than the budget holds.
    private func presentationLayer(_ layer: LayerID, parentTime: Double, isActive: Bool = true, built: inout Int) -> PresentationLayer {
        built += 1
        let model = layers[layer.index]
        let timing = model.values.timing
        let localTime = timing.localTime(fromParent: parentTime)
        let active = isActive && timing.isActive(atParentTime: parentTime)
        var result = PresentationLayer(
            id: layer, kind: model.kind,
            properties: active ? presentationValues(of: layer, localTime: localTime) : model.values,
            sublayers: model.sublayers.map { presentationLayer($0, parentTime: localTime, isActive: active, built: &built) },
            mask: model.mask.map { presentationLayer($0, parentTime: localTime, isActive: active, built: &built) })
        let contents = result.properties.contents
        if !contents.isEmpty { result.contentsImage = drawnImage(named: contents).map(LayerImage.drawn) ?? .file(contents) }
        if model.kind == .replicator {
            result.instances = instances(of: model, values: result.properties, sublayers: result.sublayers,
                                         localTime: localTime, isActive: active, built: &built)
        }
        return result
    }

    /// A replicator's instances: instance k holds its sublayers as they are k instance delays
    /// before the replicator's local time (a negative delay runs them ahead). Each copy is a
    /// whole presentation subtree, so its own timing, animations, fill modes and repeats
    /// apply, and a nested replicator expands its own instances in it.
    private func instances(of model: LayerModel, values: PropertyStore, sublayers: [PresentationLayer],
                           localTime: Double, isActive: Bool, built: inout Int) -> [ReplicatorInstance] {
        let count = values.instanceCount, delay = values.instanceDelay
        var result: [ReplicatorInstance] = []
        for (k, transform) in values.instanceTransforms(count: count).enumerated() {
            if k > 0, built > Self.maxDrawnCopies { break }
            result.append(ReplicatorInstance(
                index: k, transform: transform, color: values.instanceColor(k),
                sublayers: k == 0 ? sublayers
                    : model.sublayers.map { presentationLayer($0, parentTime: localTime - Double(k) * delay, isActive: isActive, built: &built) }))
        }
        return result
    }
}
