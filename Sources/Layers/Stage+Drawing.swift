import Animation
import Geometry

/// A layer's `draw` function: given the layer and its presentation values, what it draws.
public typealias LayerDrawer = (LayerID, PropertyStore) throws -> Drawing

/// A layer's last drawing and what it was drawn from: Core Animation redraws a layer when
/// one of its needsDisplay(forKey:) properties changes (here: its custom properties), when
/// its bounds change, or when setNeedsDisplay is called; otherwise it keeps the contents.
struct DrawCache {
    let key: [AnimationValue]
    let drawing: Drawing
}

extension Stage {
    /// Gives `layer` a draw function (nil removes it); it draws afresh at the next frame.
    public func setDrawer(_ drawer: LayerDrawer?, of layer: LayerID) {
        layers[layer.index].drawer = drawer
        drawCaches[layer] = nil
    }

    public func hasDrawer(_ layer: LayerID) -> Bool { layers[layer.index].drawer != nil }

    /// CALayer.setNeedsDisplay(): the layer's draw function runs again, at the next frame
    /// or, when a draw function asks, in the frame being drawn.
    public func setNeedsDisplay(_ layer: LayerID) {
        drawCaches[layer] = nil
        revision &+= 1
    }

    /// How many times one layer's draw function may run in one frame: once, and once more
    /// when a later draw changes what it draws from.
    public static let drawsPerFrameLimit = 2

    /// The presentation tree now with every drawn layer's drawing: a layer's draw function
    /// runs only when what it draws from changed since its last drawing (see `DrawCache`).
    ///
    /// What draw functions change (a sublayer added, another layer's path, an animation
    /// begun) shows in this same frame, as Core Animation commits a display pass's changes
    /// with it:
    ///
    ///     presentation ──▶ draw, in tree order ──▶ model changed? ──no──▶ the frame
    ///          ▲                                        │ yes
    ///          └────────────────────────────────────────┘
    ///
    /// Each round draws only the layers whose drawing went stale. Only draw functions change
    /// the model here, so every round that loops ran one; a layer stale a third time in the
    /// frame stops the render (`drawsPerFrameLimit`), so the loop ends.
    public func drawnPresentation() throws -> PresentationTree {
        var tree = presentation()
        guard layers.contains(where: { $0.drawer != nil }) else { return tree }
        var draws: [DrawSite: Int] = [:]
        while true {
            let before = revision
            var root = tree.root
            try addDrawings(to: &root, draws: &draws)
            if revision == before { return PresentationTree(time: tree.time, root: root) }
            tree = presentation()
        }
    }

    /// How many times draw functions have run on this stage (a measure of the cache).
    public var drawCount: Int { drawCalls }

    /// A place a layer is drawn in a frame: the layer, in the replicator copy it is part of
    /// (the instance indexes, outermost first; empty outside replicators). Each copy draws from
    /// its own values, so each counts on its own against `drawsPerFrameLimit`.
    private struct DrawSite: Hashable {
        let layer: LayerID
        let copy: [Int]
    }

    private func addDrawings(to layer: inout PresentationLayer, draws: inout [DrawSite: Int], copy: [Int] = []) throws {
        if let drawer = layers[layer.id.index].drawer {
            let properties = layer.properties
            let key = [AnimationValue.rect(properties.bounds)] + properties.customProperties.map { properties[$0] }
            if let cache = drawCaches[layer.id], cache.key == key {
                layer.drawing = cache.drawing
            } else {
                let site = DrawSite(layer: layer.id, copy: copy)
                guard draws[site, default: 0] < Self.drawsPerFrameLimit else {
                    let error = LayerError.runawayDrawing(layer: describe(layer.id), time: now)
                    throw describeError?(error) ?? error
                }
                draws[site, default: 0] += 1
                drawCalls += 1
                let drawing = try drawer(layer.id, properties)
                drawCaches[layer.id] = DrawCache(key: key, drawing: drawing)
                layer.drawing = drawing
            }
        }
        for i in layer.sublayers.indices { try addDrawings(to: &layer.sublayers[i], draws: &draws, copy: copy) }
        if var mask = layer.mask {
            try addDrawings(to: &mask, draws: &draws, copy: copy)
            layer.mask = mask
        }
        for i in layer.instances.indices {
            for j in layer.instances[i].sublayers.indices {
                try addDrawings(to: &layer.instances[i].sublayers[j], draws: &draws, copy: copy + [i])
            }
        }
    }
}
