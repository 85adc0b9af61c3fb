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
        layers[layer.index].drawCache = nil
    }

    public func hasDrawer(_ layer: LayerID) -> Bool { layers[layer.index].drawer != nil }

    /// CALayer.setNeedsDisplay(): the next frame calls the layer's draw function again.
    public func setNeedsDisplay(_ layer: LayerID) {
        layers[layer.index].drawCache = nil
    }

    /// The presentation tree now with every drawn layer's drawing: a layer's draw function
    /// runs only when what it draws from changed since its last drawing (see `DrawCache`).
    public func drawnPresentation() throws -> PresentationTree {
        let tree = presentation()
        guard layers.contains(where: { $0.drawer != nil }) else { return tree }
        var root = tree.root
        try addDrawings(to: &root)
        return PresentationTree(time: tree.time, root: root)
    }

    /// How many times draw functions have run on this stage (a measure of the cache).
    public var drawCount: Int { drawCalls }

    private func addDrawings(to layer: inout PresentationLayer) throws {
        if let drawer = layers[layer.id.index].drawer {
            let properties = layer.properties
            let key = [AnimationValue.rect(properties.bounds)] + properties.customProperties.map { properties[$0] }
            if let cache = layers[layer.id.index].drawCache, cache.key == key {
                layer.drawing = cache.drawing
            } else {
                drawCalls += 1
                let drawing = try drawer(layer.id, properties)
                layers[layer.id.index].drawCache = DrawCache(key: key, drawing: drawing)
                layer.drawing = drawing
            }
        }
        for i in layer.sublayers.indices { try addDrawings(to: &layer.sublayers[i]) }
        if var mask = layer.mask {
            try addDrawings(to: &mask)
            layer.mask = mask
        }
        for i in layer.instances.indices {
            for j in layer.instances[i].sublayers.indices { try addDrawings(to: &layer.instances[i].sublayers[j]) }
        }
    }
}
